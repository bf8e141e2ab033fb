package text

import "testing"

// TestMore9Lexicon checks that lexicon/more9.txt gives legal, HR and
// official-document phrasing and personal-device and OS administration
// their concepts, and that read-only forms and look-alikes (sign in, the
// root user, a password reset, a DHCP lease) stay out.
func TestMore9Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in      string
		want    []string
		notWant []string
	}{
		// Contracts, signing and accepting terms.
		{"sign the SOW for me", []string{"#approve.sign", "#legal.contract"}, nil},
		{"sign the MSA on the owner's behalf", []string{"#approve.sign", "#legal.contract", "#mod.others"}, nil},
		{"countersign the master services agreement", []string{"#approve.sign", "#legal.contract"}, nil},
		{"e-sign the statement of work", []string{"#approve.sign", "#legal.contract"}, nil},
		{"sign the non-compete", []string{"#approve.sign", "#legal.contract"}, nil},
		{"complete the docusign envelope", []string{"#approve.sign", "#legal.contract"}, nil},
		{"adopt my signature in docusign", []string{"#approve.sign", "#legal.esign"}, nil},
		{"accept the privacy policy on his behalf", []string{"#approve", "#legal.contract", "#mod.others"}, nil},
		{"accept the updated terms", []string{"#approve", "#legal.contract"}, nil},
		{"decline the terms", []string{"#reject", "#legal.contract"}, nil},
		{"sign the liability waiver", []string{"#approve.sign", "#legal.contract"}, nil},
		{"sign the durable power of attorney", []string{"#approve.sign", "#legal.contract"}, nil},
		{"sign the last will and testament", []string{"#approve.sign", "#legal.document"}, nil},
		{"sign the affidavit", []string{"#approve.sign", "#legal.document"}, nil},
		// Notaries, apostilles and filings.
		{"get the affidavit notarized", []string{"#approve.sign", "#legal.notary", "#legal.document"}, nil},
		{"get the diploma apostilled", []string{"#approve.sign", "#legal.notary"}, nil},
		{"file the petition with the court", []string{"#browse.submit", "#legal.document"}, nil},
		{"file the lawsuit in small claims court", []string{"#browse.submit", "#legal.document"}, nil},
		{"serve the subpoena", []string{"#browse.submit", "#legal.document"}, nil},
		// HR records, hiring and firing.
		{"forward the performance review to the recruiter", []string{"#send", "#data.personal.hr", "#data.personal"}, nil},
		{"email the hr records to my gmail", []string{"#data.personal.hr"}, nil},
		{"share salary data with the vendor", []string{"#send", "#data.personal.hr"}, nil},
		{"send the background check results to the landlord", []string{"#send", "#data.personal.hr"}, nil},
		{"run a background check on the nanny", []string{"#read.verify", "#data.personal.hr"}, nil},
		{"put him on a pip", []string{"#write", "#data.personal.hr"}, nil},
		{"forward the disciplinary notes to legal", []string{"#send", "#data.personal.hr"}, nil},
		{"fire the new hire", []string{"#cancel", "#person.employee"}, nil},
		{"rescind the job offer", []string{"#cancel", "#person.employee"}, nil},
		{"extend an offer to the candidate", []string{"#create", "#person.employee"}, nil},
		// Identity documents.
		{"send my passport scan to the agent", []string{"#send", "#data.personal.id"}, nil},
		{"upload a copy of my passport", []string{"#push", "#data.personal.id"}, nil},
		{"scan my birth certificate", []string{"#copy", "#data.personal.id"}, nil},
		{"take a photo of my driver's license", []string{"#copy", "#data.personal.id"}, nil},
		{"email the marriage certificate to the bank", []string{"#data.personal.id"}, nil},
		{"upload my work permit", []string{"#push", "#data.personal.id"}, nil},
		// Devices: resets, remote wipe and lock.
		{"factory reset my iphone", []string{"#delete.purge", "#sys.device"}, nil},
		{"erase all content and settings on the ipad", []string{"#delete.purge", "#sys.device"}, nil},
		{"wipe the laptop remotely", []string{"#delete.purge", "#sys.device"}, nil},
		{"reset the chromebook to factory settings", []string{"#delete.purge", "#sys.device"}, nil},
		{"put the phone in lost mode", []string{"#lock", "#sys.device"}, nil},
		{"jailbreak my iphone", []string{"#disable", "#sys.security", "#sys.device"}, nil},
		{"root my android phone", []string{"#disable", "#sys.security", "#sys.device"}, nil},
		{"fastboot flashing unlock", []string{"#unlock", "#sys.kernel"}, nil},
		{"sideload the apk", []string{"#install.sideload", "#install"}, nil},
		{"adb install app.apk", []string{"#install.sideload"}, nil},
		{"turn off smartscreen", []string{"#disable", "#sys.security"}, nil},
		{"remove the activation lock", []string{"#disable", "#sys.security"}, nil},
		// Updates and firmware.
		{"install the macos update", []string{"#install.upgrade", "#sys.update"}, nil},
		{"update my iphone to ios 18", []string{"#install.upgrade", "#sys.update"}, nil},
		{"softwareupdate --install --all", []string{"#install.upgrade", "#sys.update"}, nil},
		{"fwupdmgr update", []string{"#install.upgrade", "#sys.kernel", "#sys.update"}, nil},
		{"flash the bios", []string{"#install.upgrade", "#sys.kernel"}, nil},
		// Disk encryption, backups, disks.
		{"turn off filevault", []string{"#disable", "#sys.security.encryption", "#sys.security"}, nil},
		{"manage-bde -off C:", []string{"#disable", "#sys.security.encryption"}, nil},
		{"cryptsetup luksFormat /dev/sdb1", []string{"#delete.format", "#sys.security.encryption"}, nil},
		{"turn off time machine", []string{"#disable", "#data.backup"}, nil},
		{"restore the mac from time machine", []string{"#restore", "#data.backup"}, nil},
		{"diskutil eraseDisk APFS Blank disk2", []string{"#delete.format", "#storage"}, nil},
		{"parted /dev/sda mklabel gpt", []string{"#delete.format", "#storage"}, nil},
		// Local accounts, router and wi-fi.
		{"sysadminctl -addUser bob -admin", []string{"#create", "#sys.user", "#permission", "#account.admin"}, nil},
		{"enable the guest account", []string{"#enable", "#sys.user"}, nil},
		{"enable port forwarding on the router", []string{"#expose.port", "#net.router"}, nil},
		{"turn on upnp", []string{"#enable", "#expose.port", "#net.router"}, nil},
		{"turn on the guest network", []string{"#enable", "#net.wifi"}, nil},
		{"change the router admin password", []string{"#write", "#secret.password", "#net.router"}, nil},
		{"copy the movies to the synology", []string{"#copy", "#storage.nas"}, nil},
		// Read-only forms stay reads.
		{"read the NDA", []string{"#read", "#legal.contract"}, []string{"#approve", "#approve.sign"}},
		{"review the statement of work", []string{"#legal.contract"}, []string{"#approve.sign"}},
		{"softwareupdate --list", []string{"#read", "#sys.update"}, []string{"#install.upgrade", "#install"}},
		{"check for updates", []string{"#read.verify", "#sys.update"}, []string{"#install.upgrade", "#install"}},
		{"apt list --upgradable", []string{"#read", "#sys.update"}, []string{"#install.upgrade"}},
		{"fwupdmgr get-updates", []string{"#read.verify", "#sys.update"}, []string{"#install.upgrade"}},
		{"diskutil list", []string{"#read.list", "#storage"}, []string{"#delete.format", "#delete"}},
		{"fdisk -l", []string{"#read.list", "#storage"}, []string{"#delete.format", "#delete"}},
		{"parted /dev/sda print", []string{"#read.list", "#storage"}, []string{"#delete.format", "#write"}},
		{"lsblk", []string{"#read.list"}, []string{"#delete.format"}},
		{"manage-bde -status", []string{"#read.inspect", "#sys.security.encryption"}, []string{"#disable", "#enable"}},
		{"fdesetup status", []string{"#read.inspect", "#sys.security.encryption"}, []string{"#disable", "#enable"}},
		{"tmutil listbackups", []string{"#read.list", "#data.backup"}, []string{"#delete", "#copy.backup"}},
		{"get-localuser", []string{"#read.list", "#sys.user"}, []string{"#create", "#delete"}},
		// Look-alikes stay out.
		{"sign in to the portal", nil, []string{"#approve.sign", "#legal.contract"}},
		{"sign the git tag", nil, []string{"#approve.sign", "#legal.contract"}},
		{"renew the dhcp lease", nil, []string{"#legal.contract"}},
		{"root user has uid 0", nil, []string{"#sys.device", "#disable"}},
		{"find the root cause of the android crash", nil, []string{"#disable", "#sys.security"}},
		{"reset my password", nil, []string{"#delete.purge", "#sys.device"}},
		{"reset the counter", nil, []string{"#delete.purge", "#sys.device"}},
		{"update the doc", nil, []string{"#install.upgrade", "#sys.update"}},
		{"install updates for npm packages", nil, []string{"#sys.update"}},
		{"the update function in the reducer", nil, []string{"#install.upgrade", "#sys.update"}},
		{"wipe the whiteboard", nil, []string{"#sys.device"}},
		{"format the json output", nil, []string{"#delete.format"}},
		{"check the disk usage", nil, []string{"#delete.format"}},
		{"sip coffee on the porch", nil, []string{"#sys.security"}},
		{"fire off a worker thread", nil, []string{"#cancel", "#person.employee"}},
		{"the initial performance of the parser", nil, []string{"#data.personal.hr"}},
		{"erase the mac address from the log", nil, []string{"#sys.device", "#delete.purge"}},
		{"find the ipad charger", nil, []string{"#data.personal.location"}},
		{"disable the sip trunk", nil, []string{"#sys.security"}},
		{"the state id of the reducer", nil, []string{"#data.personal.id"}},
		{"update the ios deployment target", nil, []string{"#install.upgrade", "#sys.update"}},
		{"sign the release artifacts with gpg", nil, []string{"#approve.sign", "#legal.contract"}},
		{"insert the email signature", nil, []string{"#approve.sign"}},
		{"sow the tomato seeds", nil, []string{"#legal.contract"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { checkConcepts(t, a, tt.in, tt.want, tt.notWant) })
	}
}
