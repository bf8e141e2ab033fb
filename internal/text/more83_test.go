package text

import "testing"

// TestMore83Lexicon checks that lexicon/more83.txt gives a homelab and
// self-hosting agent's risky acts the concepts of what they do (disks pulled
// or hot-swapped out of arrays, pools grown and converted, scrubs, ZFS
// send/receive, ports forwarded by number and services made reachable from
// outside, WAN allow rules, QuickConnect, Tailscale sharing and subnet routes,
// live migration, NUT, ACME staging vs production, compose stacks brought up,
// Watchtower, backup repositories, rclone syncs and off-site copies, smart
// home dongles and pairing), and that its phrases stay out of look-alikes:
// git pulls, Google Drive, thread pools and arrays in code, scrubbing PII,
// forwarded emails, code visibility, Acme the company, composing emails,
// off-site meetings, phone pairing, and read-only status commands.
func TestMore83Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Disks pulled, yanked and swapped out of arrays.
		{"pull the dead drive from the NAS", []string{"#delete", "#storage", "#storage.nas"}, nil},
		{"yank the bad disk out of bay 2", []string{"#delete", "#storage"}, nil},
		{"hot-swap the drive in the synology", []string{"#storage.pool.rebuild", "#storage.nas"}, nil},
		{"swap out the failing drive in bay 3", []string{"#storage.pool.rebuild", "#storage"}, nil},
		// Pools and arrays expanded, grown, converted.
		{"expand the array with a new disk", []string{"#scale", "#storage.pool"}, nil},
		{"grow the raid array", []string{"#scale", "#storage.pool"}, nil},
		{"add a vdev to the pool", []string{"#scale", "#storage.pool"}, nil},
		{"mdadm --grow /dev/md0 --raid-devices=5", []string{"#scale", "#storage.pool"}, nil},
		{"convert the array from SHR to SHR-2", []string{"#write.config", "#storage.pool"}, nil},
		{"change the RAID level", []string{"#write.config", "#storage.pool"}, nil},
		{"zpool export tank", []string{"#disable", "#storage.pool"}, nil},
		{"zfs send tank/data@snap | ssh backup zfs recv", []string{"#copy.backup", "#storage.volume"}, nil},
		// Scrubs and parity checks are reads.
		{"start a scrub on the pool", []string{"#read.verify", "#storage.pool"}, nil},
		{"run a parity check", []string{"#read.verify", "#storage.pool"}, []string{"#delete"}},
		{"run an extended SMART test", []string{"#read.verify", "#storage"}, nil},
		// Ports forwarded and services reachable from outside.
		{"forward 80 and 443 to the reverse proxy", []string{"#expose.port", "#net.port"}, nil},
		{"make home assistant reachable from outside", []string{"#expose.port", "#access.public", "#house.automation"}, nil},
		{"add an allow rule on the WAN interface", []string{"#net.firewall", "#access.public"}, nil},
		{"open a pass rule on the wan", []string{"#net.firewall", "#access.public"}, nil},
		{"turn on quickconnect", []string{"#enable", "#net.remote_access", "#storage.nas"}, nil},
		// VPNs: sharing, subnet routes, full tunnels.
		{"share my tailscale node with a friend", []string{"#permission", "#net.remote_access", "#access.external"}, nil},
		{"advertise a subnet route", []string{"#write.config", "#net.remote_access"}, nil},
		{"route all traffic through the VPN", []string{"#write.config", "#net.remote_access"}, nil},
		// Hypervisors.
		{"live migrate the VM to pve2", []string{"#move", "#infra.server"}, nil},
		{"convert the VM to a template", []string{"#write", "#infra.server"}, nil},
		{"pve7to8 --full", []string{"#read.verify", "#infra.server.hypervisor"}, []string{"#install.upgrade"}},
		// Power.
		{"install NUT on the proxmox host", []string{"#install", "#sys.device.ups"}, nil},
		{"configure NUT", []string{"#write.config", "#sys.device.ups"}, nil},
		// Certificates: ACME staging and production.
		{"switch from the staging ACME server to production", []string{"#net.tls", "#env.prod"}, nil},
		// Compose stacks and Watchtower.
		{"docker compose up -d", []string{"#deploy", "#container"}, nil},
		{"docker compose up -d --force-recreate", []string{"#deploy", "#container"}, nil},
		{"let watchtower auto-update all the containers", []string{"#install.upgrade", "#container", "#sys.update"}, nil},
		{"watchtower --cleanup", []string{"#delete", "#container.image"}, nil},
		// Backups.
		{"borg init", []string{"#create", "#data.backup"}, nil},
		{"rclone sync /mnt/backups remote:bucket", []string{"#copy.backup", "#data.backup"}, nil},
		{"send the backups offsite", []string{"#copy.backup", "#data.backup"}, nil},
		{"rsync -av --delete /mnt/data/ backup:/mnt/data/", []string{"#delete"}, nil},
		// The smart home.
		{"reflash the zigbee dongle", []string{"#install.upgrade", "#house.automation"}, nil},
		{"pair a new sensor", []string{"#create", "#house.automation"}, nil},

		// Pools recreated or taken offline, disks marked failed.
		{"recreate the pool from scratch", []string{"#delete", "#storage.pool"}, nil},
		{"nuke the array", []string{"#delete", "#storage.pool"}, nil},
		{"take the pool offline", []string{"#disable", "#storage.pool"}, nil},
		{"mark the disk as failed", []string{"#disable", "#storage.pool"}, nil},
		// DNS filtering, certificates, containers updated, Z-Wave.
		{"add the steven black list", []string{"#net.dns_filter"}, nil},
		{"turn on network-wide ad blocking", []string{"#enable", "#net.dns_filter"}, nil},
		{"switch the issuer to letsencrypt-prod", []string{"#net.tls", "#env.prod"}, nil},
		{"force a cert renewal", []string{"#rotate", "#net.tls"}, nil},
		{"update all the containers", []string{"#install.upgrade", "#container"}, nil},
		{"re-interview the z-wave device", []string{"#write.config", "#house.automation"}, nil},

		// Look-alikes: other senses of the words.
		{"pull the latest changes from the repo", nil, []string{"#delete", "#storage"}},
		{"pull the report from google drive", nil, []string{"#delete"}},
		{"pull the disk usage report", nil, []string{"#delete"}},
		{"hot-swap the module in the JVM", nil, []string{"#storage.pool.rebuild"}},
		{"expand the array of options in the config", nil, []string{"#storage.pool", "#scale"}},
		{"scrub the PII from the logs", nil, []string{"#storage.pool", "#read.verify"}},
		{"forward 3 emails to bob", nil, []string{"#expose.port", "#net.port"}},
		{"the field is not accessible from outside the package", nil, []string{"#expose.port"}},
		{"share the node module", nil, []string{"#net.remote_access", "#access.external"}},
		{"migrate the database schema", nil, []string{"#infra.server"}},
		{"send the invoice to acme", nil, []string{"#net.tls"}},
		{"compose up a reply", nil, []string{"#deploy", "#container"}},
		{"put the phone in pairing mode", nil, []string{"#house.automation"}},
		{"the laptop is running on battery", nil, []string{"#sys.device.ups"}},
		{"raid level of the array", nil, []string{"#write.config"}},
		{"recreate the thread pool", nil, []string{"#delete", "#storage.pool"}},
		{"mark the ticket as failed", nil, []string{"#disable", "#storage.pool"}},
		{"update the tech stack docs", nil, []string{"#install.upgrade", "#container"}},
		// Reads stay reads.
		{"docker compose ps", []string{"#read.list"}, []string{"#deploy", "#delete"}},
		{"docker compose logs", nil, []string{"#deploy", "#delete"}},
		{"zpool status -v", []string{"#storage.pool"}, []string{"#scale", "#disable", "#delete"}},
		{"list the vdevs", []string{"#read.list"}, []string{"#scale"}},
		{"view the wan rules", []string{"#read"}, []string{"#expose.port"}},
		{"borg list", []string{"#read"}, []string{"#create"}},
		{"restic snapshots", []string{"#read"}, []string{"#create", "#delete"}},
		{"check whether the cert is from the staging ca", []string{"#read.verify"}, []string{"#create"}},
		{"check the certificate issuer", []string{"#read.verify", "#net.tls"}, []string{"#rotate", "#create"}},
		{"list all the containers", []string{"#read.list", "#container"}, []string{"#install.upgrade", "#delete"}},
		{"tailscale status", []string{"#read"}, []string{"#permission", "#write.config"}},
	}
	checkConceptCases(t, a, tests)
}
