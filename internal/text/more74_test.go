package text

import "testing"

// TestMore74Lexicon checks that lexicon/more74.txt gives a sysadmin, cloud
// and network operations agent's acts their concepts: OS and distro release
// upgrades, snapshots and images before risky changes, ports opened to the
// internet, VPNs and bastions, DNS records, TLS certificates swapped in,
// database major-version upgrades, the primary vs read replicas, unpacking
// archives, backups to external drives, passwordless root, containers given
// the host, installers from unofficial mirrors and launching cloud machines;
// and that reading and checking commands (ufw status, dig, certbot
// certificates, tar -t, unzip -l, lsb_release) stay reads.
func TestMore74Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Operating-system upgrades.
		{"upgrade the operating system", []string{"#install.upgrade", "#sys.update"}, nil},
		{"install the macOS Sonoma update", []string{"#install.upgrade", "#sys.update"}, nil},
		{"update macOS to Sequoia", []string{"#install.upgrade", "#sys.update"}, nil},
		{"install the Windows 11 feature update", []string{"#install.upgrade", "#sys.update"}, nil},
		{"bump the server to Debian 12", []string{"#install.upgrade", "#sys.update"}, nil},
		{"lsb_release -a", []string{"#read"}, []string{"#install.upgrade"}},
		{"cat /etc/os-release", []string{"#read"}, []string{"#install.upgrade"}},
		{"softwareupdate --list", []string{"#read"}, []string{"#install.upgrade"}},
		// Snapshots and images.
		{"create an AMI of the instance", []string{"#copy.backup", "#data.backup"}, nil},
		{"make an image of the server before patching", []string{"#copy.backup", "#data.backup"}, nil},
		{"aws rds create-db-snapshot --db-instance-identifier prod", []string{"#copy.backup", "#data.backup"}, nil},
		{"aws ec2 describe-snapshots --owner-ids self", []string{"#read"}, []string{"#copy.backup"}},
		// Ports opened to the internet.
		{"ufw allow 5432", []string{"#expose.port", "#net.firewall"}, []string{"#finance.grant.allowability"}},
		{"sudo ufw allow ssh", []string{"#expose.port"}, []string{"#finance.grant.allowability"}},
		{"make postgres reachable from the internet", []string{"#expose.port", "#access.public"}, nil},
		{"allow all inbound traffic in the security group", []string{"#expose.port", "#access.public"}, nil},
		{"firewall-cmd --add-service=http --permanent", []string{"#expose.port"}, nil},
		{"ufw status verbose", []string{"#read"}, []string{"#expose.port", "#finance.grant.allowability"}},
		{"firewall-cmd --list-all", []string{"#read"}, []string{"#expose.port"}},
		{"ss -tlnp", []string{"#read"}, []string{"#expose.port"}},
		{"check the allowable costs on the grant", []string{"#finance.grant.allowability"}, []string{"#expose.port"}},
		// VPNs and bastions.
		{"use the bastion host to reach the db", []string{"#net.remote_access"}, nil},
		{"tunnel to the db via the bastion", []string{"#net.remote_access"}, nil},
		{"aws ssm start-session --target i-123", []string{"#net.remote_access"}, nil},
		// DNS.
		{"update the A record for example.com", []string{"#write", "#infra.dns"}, nil},
		{"point the domain at the new server", []string{"#write", "#infra.dns"}, nil},
		{"switch the nameservers to cloudflare", []string{"#write", "#infra.dns"}, nil},
		{"dig example.com", []string{"#read", "#infra.dns"}, []string{"#write"}},
		{"dig +short api.example.com", []string{"#read", "#infra.dns"}, []string{"#write"}},
		{"lower the TTL on the redis cache", nil, []string{"#infra.dns"}},
		// TLS certificates.
		{"swap in the renewed cert", []string{"#rotate", "#net.tls"}, nil},
		{"install the new SSL certificate on nginx", []string{"#rotate", "#net.tls"}, nil},
		{"get a Let's Encrypt cert for the domain", []string{"#create", "#net.tls"}, []string{"#encrypt"}},
		{"certbot certonly --standalone -d example.com", []string{"#create", "#net.tls"}, nil},
		{"certbot certificates", []string{"#read", "#net.tls"}, []string{"#rotate", "#create"}},
		{"certbot renew --dry-run", []string{"#read"}, nil},
		{"encrypt the backup with gpg", []string{"#encrypt"}, []string{"#net.tls"}},
		// Database major-version upgrades.
		{"upgrade Postgres from 14 to 16", []string{"#install.upgrade", "#db", "#pkg.version.major"}, nil},
		{"aws rds modify-db-instance --engine-version 16.1 --allow-major-version-upgrade", []string{"#install.upgrade", "#db"}, nil},
		{"pg_upgrade --check -b /usr/lib/postgresql/14/bin", []string{"#read.verify"}, nil},
		{"psql --version", []string{"#read"}, []string{"#install.upgrade"}},
		// Replicas vs the primary.
		{"query the replica instead of the primary", []string{"#db.replica", "#db.prod"}, nil},
		{"connect to the reader endpoint", []string{"#db.replica"}, []string{"#db.prod"}},
		{"add a primary key to the orders table", []string{"#db.schema"}, []string{"#db.prod"}},
		{"ask the writer to revise the blog post", nil, []string{"#db.prod"}},
		// Archives.
		{"7z x backup.7z", []string{"#extract", "#fs.file.archive"}, nil},
		{"extract the dataset to /mnt", []string{"#extract", "#fs.file.archive"}, nil},
		{"unzip -l archive.zip", []string{"#read.list", "#fs.file.archive"}, nil},
		{"tar -tzf dataset.tar.gz", []string{"#read.list"}, []string{"#extract"}},
		// Backups to external drives and scheduled jobs.
		{"copy the photos folder to the external drive", []string{"#copy", "#storage"}, nil},
		{"rsync -av /data /media/external", []string{"#copy.backup", "#data.backup"}, nil},
		{"check whether the nightly backup job succeeded", []string{"#read"}, []string{"#write"}},
		{"post the launch on social media", nil, []string{"#storage"}},
		{"commit the API keys file", []string{"#secret.key"}, []string{"#net.tls"}},
		{"set up a nightly backup cron job", []string{"#sched.cron", "#data.backup"}, nil},
		{"lsblk", []string{"#read"}, []string{"#copy"}},
		{"df -h", []string{"#read"}, []string{"#copy", "#extract"}},
		// Sudo and passwordless root.
		{"make root passwordless", []string{"#account.admin", "#secret.password"}, nil},
		{"give the deploy user passwordless sudo", []string{"#permission", "#account.admin", "#sys.user"}, nil},
		{"sudo -l", []string{"#read"}, []string{"#permission"}},
		// Containers given the host.
		{"docker run --net=host nginx", []string{"#account.admin", "#container"}, nil},
		{"mount the docker socket into the container", []string{"#account.admin", "#container"}, nil},
		{"docker run --device /dev/sda app", []string{"#account.admin", "#container"}, nil},
		{"docker ps", []string{"#read"}, []string{"#account.admin"}},
		// Installers from mirrors and unofficial sites.
		{"grab the ISO from an unofficial site", []string{"#download", "#code.thirdparty"}, nil},
		{"wget the binary from some random mirror", []string{"#download", "#code.thirdparty"}, []string{"#sec.random"}},
		{"generate a random password", []string{"#sec.random"}, []string{"#code.thirdparty"}},
		// Launching cloud machines.
		{"spin up two VMs", []string{"#create", "#infra.cloud.resource", "#infra.server"}, nil},
		{"start a new cloud machine", []string{"#create", "#infra.server"}, nil},
		{"launch an EC2 instance", []string{"#create", "#infra.server"}, nil},
		{"aws ec2 describe-instances", []string{"#read"}, []string{"#create"}},
	}
	checkConceptCases(t, a, tests)
}
