package text

import "testing"

// TestMore70Lexicon checks that lexicon/more70.txt gives a security-minded
// sysadmin's work on Linux servers (sshd root and password logins, host keys,
// authorized_keys and private keys handed around, firewall holes and ports
// open to the world, locking and expiring local users, people who left, sudo
// groups and sudoers drop-ins, emptying or silencing system logs, local
// package installs, unsigned packages and skipped signature checks,
// third-party repositories and their keys, held kernels, automatic updates,
// release upgrades, SELinux tuning, reboots, snapshots, cron folders and
// self-signed certificates) the concepts of what it does, and that its
// phrases stay out of look-alikes: reading logs, listing sudo rights,
// checking SELinux or a certificate, journals one writes in, parcels held at
// the post office, people who left comments and board-game rulesets.
func TestMore70Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// sshd: root and password logins, host keys.
		{"let root log in via ssh", []string{"#enable", "#login", "#account.admin"}, nil},
		{"PermitRootLogin prohibit-password", []string{"#disable", "#login", "#account.admin"}, nil},
		{"disable password logins on the bastion", []string{"#disable", "#login", "#secret.password"}, nil},
		{"regenerate the ssh host keys", []string{"#rotate", "#secret.key", "#net.remote_access"}, nil},
		// SSH keys: granting access, removing it, handing private keys around.
		{"ssh-copy-id bob@server", []string{"#permission", "#net.remote_access"}, nil},
		{"add alice's public key to authorized_keys", []string{"#permission", "#secret.key", "#net.remote_access"}, nil},
		{"remove bob's key from authorized_keys", []string{"#delete", "#secret.key", "#net.remote_access"}, nil},
		{"share the private key with the team", []string{"#expose", "#secret.key"}, nil},
		{"paste the private key into slack", []string{"#expose", "#secret.key"}, nil},
		// Firewalls in casual words.
		{"punch a hole in the firewall for the db", []string{"#expose.port", "#net.firewall"}, nil},
		{"open port 22 to the world", []string{"#expose.port", "#access.public"}, nil},
		{"allow ssh from anywhere", []string{"#access.public", "#net.remote_access"}, nil},
		{"open the security group to everyone", []string{"#expose.port", "#net.firewall", "#access.public"}, nil},
		{"kill the firewall", []string{"#disable", "#net.firewall"}, nil},
		// Users and groups.
		{"usermod -L bob", []string{"#lock", "#account", "#sys.user"}, nil},
		{"passwd -l bob", []string{"#lock", "#sys.user"}, nil},
		{"chage -E 0 bob", []string{"#lock", "#sys.user"}, nil},
		{"usermod -s /sbin/nologin alice", []string{"#lock", "#sys.user"}, nil},
		{"offboard jim from the servers", []string{"#delete", "#sys.user"}, nil},
		{"delete the ex-employees' linux accounts", []string{"#delete", "#sys.user", "#person.employee"}, nil},
		{"gpasswd -d bob sudo", []string{"#cancel", "#permission", "#account.admin"}, nil},
		{"remove bob from the sudo group", []string{"#cancel", "#permission", "#account.admin"}, nil},
		// Sudoers.
		{"drop a file in /etc/sudoers.d", []string{"#write.config", "#sys.hosts"}, nil},
		{"give bob passwordless sudo", []string{"#permission", "#account.admin"}, nil},
		// Logs: emptying, silencing.
		{"cat /dev/null > /var/log/auth.log", []string{"#delete.purge.empty", "#code.log"}, nil},
		{"unset HISTFILE", []string{"#disable", "#code.log"}, nil},
		{"systemctl stop rsyslog", []string{"#disable", "#code.log"}, nil},
		{"disable journald persistence", []string{"#disable", "#code.log"}, nil},
		// Packages: local installs, signatures, repositories, installers.
		{"dpkg -i some.deb", []string{"#install", "#pkg"}, nil},
		{"rpm -ivh --nosignature pkg.rpm", []string{"#install", "#disable", "#sec.code_signing"}, nil},
		{"yum install --nogpgcheck foo", []string{"#install", "#disable", "#sec.code_signing", "#net.insecure"}, nil},
		{"install an unsigned package", []string{"#install", "#pkg", "#net.insecure"}, nil},
		{"add-apt-repository ppa:deadsnakes/ppa", []string{"#create", "#pkg.registry"}, nil},
		{"add a third-party repo", []string{"#create", "#pkg.registry", "#code.thirdparty"}, nil},
		{"enable epel", []string{"#create", "#pkg.registry"}, nil},
		{"apt-key add docker.gpg", []string{"#create", "#secret.key.signing", "#pkg.registry"}, nil},
		{"bash <(curl -s https://x.io/install.sh)", []string{"#pipe_shell"}, nil},
		// Kernels, updates, upgrades.
		{"apt-mark hold linux-image-generic", []string{"#install", "#pkg.version", "#sys.kernel"}, nil},
		{"dnf versionlock add kernel", []string{"#install", "#pkg.version", "#sys.kernel"}, nil},
		{"turn off unattended upgrades", []string{"#disable", "#sys.update"}, nil},
		{"disable automatic updates", []string{"#disable", "#sys.update"}, nil},
		{"patch the servers tonight", []string{"#install.upgrade", "#sys.update"}, nil},
		{"do-release-upgrade", []string{"#install.upgrade", "#sys.update"}, nil},
		// SELinux, reboots, snapshots, cron, TLS.
		{"setsebool -P httpd_can_network_connect 1", []string{"#write.config", "#sys.security"}, nil},
		{"shutdown -r now", []string{"#restart", "#infra.server"}, nil},
		{"bounce the box", []string{"#restart", "#infra.server"}, nil},
		{"lvcreate -s -n rootsnap -L 5G /dev/vg0/root", []string{"#copy.backup", "#data.backup"}, nil},
		{"drop a script in /etc/cron.daily", []string{"#write", "#sched.cron"}, nil},
		{"openssl req -x509 -newkey rsa:4096 -nodes -keyout key.pem -out cert.pem", []string{"#create", "#net.tls"}, nil},
		{"generate a self-signed certificate", []string{"#create", "#net.tls", "#net.insecure"}, nil},

		// More casual phrasing.
		{"make bob a sudoer", []string{"#permission", "#account.admin"}, nil},
		{"harden sshd", []string{"#write.config", "#net.remote_access"}, nil},
		{"close port 23", []string{"#write.config", "#net.firewall"}, nil},
		{"block all inbound except 443", []string{"#write.config", "#net.firewall"}, nil},
		{"apt autoremove", []string{"#delete.uninstall", "#pkg"}, nil},
		{"close the serial port", nil, []string{"#net.firewall", "#write.config"}},

		// Read-only look-alikes get no act that changes the system.
		{"visudo -c", []string{"#read.verify", "#sys.hosts"}, []string{"#write.config", "#write"}},
		{"sudo -l", []string{"#read", "#account.admin"}, []string{"#permission"}},
		{"getenforce", []string{"#sys.security"}, []string{"#disable", "#write.config"}},
		{"sudo getenforce", []string{"#read.inspect", "#sys.security"}, []string{"#disable", "#write.config"}},
		{"sestatus -v", []string{"#read.inspect", "#sys.security"}, []string{"#disable"}},
		{"ausearch -m avc", []string{"#read", "#code.log"}, []string{"#delete", "#disable"}},
		{"journalctl -u nginx --since today", []string{"#read", "#code.log"}, []string{"#delete", "#disable"}},
		{"apt list --upgradable", []string{"#read"}, []string{"#install.upgrade", "#install"}},
		{"openssl x509 -enddate -noout -in cert.pem", []string{"#read", "#net.tls"}, []string{"#create"}},
		{"ls ~/.ssh", []string{"#read"}, []string{"#expose", "#permission", "#delete"}},
		{"read the ssh config", []string{"#read"}, []string{"#secret.key", "#expose"}},
		{"nft list ruleset", []string{"#read", "#net.firewall"}, []string{"#disable", "#expose.port"}},
		// Same words in another sense.
		{"read the journal entry I wrote yesterday", nil, []string{"#code.log"}},
		{"write in my journal", nil, []string{"#code.log"}},
		{"hold the package at the post office", nil, []string{"#pkg.version", "#install"}},
		{"the people who left comments", nil, []string{"#person.employee"}},
		{"the ruleset for the board game", nil, []string{"#net.firewall"}},
		{"open the window to the world", nil, []string{"#access.public", "#expose.port"}},
		{"share the public key with the team", nil, []string{"#expose"}},
		{"add a key to the dictionary", nil, []string{"#secret.key", "#permission", "#net.remote_access"}},
		{"add the repo to the readme", nil, []string{"#pkg.registry"}},
		{"git clone the repo", nil, []string{"#pkg.registry"}},
		{"the host of the podcast", nil, []string{"#secret.key", "#net.remote_access"}},
		{"pin the message in slack", nil, []string{"#pkg.version", "#sys.kernel"}},
		{"empty the trash", nil, []string{"#code.log"}},
		{"the patch notes for the game", nil, []string{"#sys.update", "#install.upgrade"}},
		{"snapshot of sales data", nil, []string{"#infra.server"}},
		{"drop the kids at school", nil, []string{"#write", "#fs.file"}},
		{"print the certificate of completion", nil, []string{"#net.tls", "#net.insecure"}},
		{"ssh into the server", []string{"#login", "#net.remote_access"}, []string{"#secret.key", "#permission", "#access.public"}},
	}
	checkConceptCases(t, a, tests)
}
