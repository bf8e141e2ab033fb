package text

import "testing"

// TestMore76Lexicon checks that lexicon/more76.txt gives an ops or homelab
// agent's acts on hosts, devices and people's accounts their concepts:
// taking hosts, databases and clusters down or out of a load balancer's
// rotation, maintenance modes and windows, reboots and power cycles in words,
// silencing and downtiming alerts in monitoring tools by name, offboarding
// people (directory accounts, mailboxes), flashing disk images onto cards
// and sticks, formatting and partitioning drives, root by group membership
// and passwordless root commands, containers given the host, installers and
// binaries from the web and checksums and signatures, checked or skipped;
// and that reading and checking commands (lsblk, blkid, uptime, sha256sum,
// gpg --verify, amtool silence query) stay reads, as do look-alikes (flash
// sales, date formats, password hashes, SQL's ASC, key and on-call
// rotations, a car's maintenance).
func TestMore76Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Taking hosts, databases and clusters down; maintenance.
		{"take db-03 down for maintenance", []string{"#kill", "#infra.maintenance", "#db"}, nil},
		{"take the database down tonight", []string{"#kill", "#db"}, nil},
		{"bring the cluster down", []string{"#kill", "#k8s.cluster"}, nil},
		{"put the host in maintenance mode", []string{"#disable", "#infra.maintenance", "#infra.server"}, nil},
		{"put esxi-01 into maintenance mode", []string{"#disable", "#infra.maintenance"}, nil},
		{"set a maintenance window for tonight", []string{"#create.schedule", "#infra.maintenance"}, nil},
		{"send a downtime notice to customers", []string{"#send", "#infra.maintenance"}, nil},
		{"take the node out of service", []string{"#kill", "#infra.server"}, nil},
		{"hibernate the instance", []string{"#kill", "#infra.server"}, nil},
		{"cordon the worker before patching", []string{"#disable", "#k8s.cluster", "#infra.server"}, nil},
		{"evacuate the hypervisor", []string{"#move", "#infra.server"}, nil},
		{"take web-02 out of rotation", []string{"#disable", "#infra.load"}, nil},
		{"depool the host", []string{"#disable", "#infra.load"}, nil},
		{"put web-02 back in rotation", []string{"#enable", "#infra.load"}, nil},
		// Reboots and power cycles.
		{"hard reset the server via IPMI", []string{"#restart", "#infra.server"}, nil},
		{"ipmitool power reset", []string{"#restart", "#infra.server"}, nil},
		{"kick the box", []string{"#restart", "#infra.server"}, nil},
		{"turn it off and on again", []string{"#restart"}, nil},
		{"aws ec2 reboot-instances --instance-ids i-123", []string{"#restart", "#infra.server"}, nil},
		// Silencing and downtiming alerts.
		{"put the host in downtime in Zabbix", []string{"#disable", "#infra.monitor"}, nil},
		{"disable the Nagios checks for web-01", []string{"#disable", "#infra.monitor"}, nil},
		{"mute uptime robot", []string{"#disable", "#infra.monitor"}, nil},
		{"quiet the alerts for an hour", []string{"#disable", "#infra.monitor"}, nil},
		{"expire the silence in alertmanager", []string{"#enable", "#infra.monitor"}, nil},
		// Offboarding.
		{"offboard Jake", []string{"#disable"}, nil},
		{"remove Tom from M365", []string{"#delete", "#account"}, nil},
		{"Update-MgUser -UserId tom -AccountEnabled:$false", []string{"#disable", "#account"}, nil},
		{"take away her access to Slack", []string{"#cancel", "#permission"}, nil},
		{"close out her mailbox", []string{"#delete", "#comm.email.mailbox"}, nil},
		{"New-MailboxExportRequest -Mailbox tom -FilePath x.pst", []string{"#data.export", "#comm.email.mailbox"}, nil},
		// Disk images and flashing.
		{"flash the Raspberry Pi OS image onto the SD card", []string{"#write", "#delete.overwrite", "#storage", "#storage.image"}, nil},
		{"flash ubuntu onto a usb stick", []string{"#write", "#delete.overwrite", "#storage"}, nil},
		{"burn the ISO to a USB drive", []string{"#write", "#delete.overwrite", "#storage"}, nil},
		{"make a bootable USB with Rufus", []string{"#write", "#storage"}, nil},
		{"use balenaEtcher to flash the card", []string{"#write", "#storage.image"}, nil},
		{"dd the image onto the card", []string{"#write", "#delete.overwrite", "#storage"}, nil},
		// Formatting and partitioning.
		{"format the USB stick exFAT", []string{"#delete.format", "#storage"}, nil},
		{"reformat the external drive", []string{"#delete.format", "#storage"}, nil},
		{"nuke the partitions on the disk", []string{"#delete.format", "#storage"}, nil},
		{"fdisk /dev/sdb", []string{"#write", "#storage.volume"}, nil},
		{"partition the new disk", []string{"#write", "#storage.volume"}, nil},
		// Root by group and passwordless root commands.
		{"let deploy run root commands without a password", []string{"#permission", "#account.admin"}, nil},
		{"gpasswd -a alice wheel", []string{"#permission", "#account.admin"}, nil},
		{"sudo usermod -a -G docker carol", []string{"#permission", "#account.admin"}, nil},
		{"disable the sudo password prompt", []string{"#permission", "#account.admin"}, nil},
		{"sudo visudo", []string{"#write.config", "#sys.hosts"}, nil},
		// Containers given the host.
		{"give the container access to the host", []string{"#permission", "#account.admin", "#container"}, nil},
		{"expose the docker API on tcp 2375", []string{"#expose.port", "#account.admin", "#container"}, nil},
		// Software from the web.
		{"sudo installer -pkg Foo.pkg -target /", []string{"#install", "#pkg.installer"}, nil},
		{"download the tarball and extract it into /usr/local", []string{"#download", "#install", "#pkg"}, nil},
		{"symlink the binary into /usr/local/bin", []string{"#install", "#pkg"}, nil},
		{"remove the quarantine attribute from the app", []string{"#disable", "#sys.security"}, nil},
		// Checksums and signatures.
		{"verify the checksum", []string{"#read.verify", "#sec.checksum"}, []string{"#disable"}},
		{"sha256sum -c SHA256SUMS", []string{"#read.verify", "#sec.checksum"}, []string{"#write"}},
		{"gpg --verify SHA256SUMS.gpg SHA256SUMS", []string{"#read.verify", "#sec.checksum"}, nil},
		{"skip the checksum check", []string{"#disable", "#sec.checksum"}, nil},

		// Reads stay reads.
		{"lsblk -f", []string{"#read.list"}, []string{"#delete.format", "#write"}},
		{"blkid /dev/sdb1", []string{"#read.list"}, []string{"#delete.format", "#write"}},
		{"uptime -p", []string{"#read.list"}, []string{"#restart", "#kill"}},
		{"amtool silence query", []string{"#read", "#infra.monitor"}, []string{"#disable"}},
		{"sha256sum ubuntu-24.04.iso", []string{"#read.verify", "#sec.checksum"}, []string{"#install", "#write"}},
		{"check if the host is in maintenance mode", []string{"#read.verify"}, []string{"#disable", "#kill"}},
		{"check the docker group members", []string{"#read.verify"}, []string{"#permission"}},
		{"show her mailbox size", []string{"#read"}, []string{"#delete", "#data.export"}},
		{"parted /dev/sda print", []string{"#read.list"}, []string{"#write"}},
		{"take an image of the SD card", []string{"#copy.backup"}, []string{"#delete.overwrite"}},
		// Look-alikes.
		{"run a flash sale on gift cards", nil, []string{"#storage", "#delete.overwrite"}},
		{"format the credit card number with dashes", nil, []string{"#delete.format", "#storage"}},
		{"reformat the code with prettier", nil, []string{"#delete.format"}},
		{"write the resized image to the S3 bucket", nil, []string{"#delete.overwrite", "#storage.image"}},
		{"take down the blog post", nil, []string{"#kill", "#infra.server"}},
		{"bring down the cloud bill", nil, []string{"#kill"}},
		{"drain the kitchen sink", nil, []string{"#kill", "#infra.server", "#infra.load"}},
		{"rotate the API keys", []string{"#rotate"}, []string{"#infra.load", "#disable"}},
		{"update the on-call rotation", nil, []string{"#infra.load", "#disable"}},
		{"schedule the car's maintenance", nil, []string{"#infra.maintenance"}},
		{"maintenance request for the leaky faucet", nil, []string{"#infra.maintenance"}},
		{"reduce downtime during deploys", nil, []string{"#infra.maintenance", "#disable"}},
		{"cosign the car loan with my dad", nil, []string{"#sec.checksum"}},
		{"order by name asc", nil, []string{"#sec.checksum"}},
		{"verify the password hash with bcrypt", nil, []string{"#sec.checksum"}},
		{"walk Rufus at 6pm", nil, []string{"#storage.image"}},
		{"ask the sys admin for access", nil, []string{"#container"}},
		{"install the python wheel", nil, []string{"#account.admin"}},
		{"disable server-side encryption", nil, []string{"#infra.load"}},
		{"clean all the logs", nil, []string{"#delete.format", "#storage"}},
	}
	checkConceptCases(t, a, tests)
}
