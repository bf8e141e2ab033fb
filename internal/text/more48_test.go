package text

import "testing"

// TestMore48Lexicon checks that lexicon/more48.txt gives self-hosting, home
// lab, home network and smart home work the concepts of what it does (ZFS and
// RAID pools, Proxmox VMs and containers, backups, DNS filtering, VLANs,
// DHCP, port forwards, tunnels, VPNs, UPS units, Home Assistant, cameras and
// media servers), and that its phrases stay out of look-alike texts,
// developer texts above all (thread and connection pools, arrays, feature
// parity, bridge patterns, mutex locks, phone cameras, SSH tunnels, call
// stacks, PII scrubbing, high availability).
func TestMore48Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// ZFS and RAID pools, rebuilds, scrubs.
		{"zpool destroy tank", []string{"#delete", "#storage.pool", "#storage"}, nil},
		{"zpool create -f tank raidz2 /dev/sda /dev/sdb /dev/sdc /dev/sdd", []string{"#create", "#storage.pool"}, nil},
		{"zpool replace tank sdc sde", []string{"#storage.pool.rebuild", "#storage.pool"}, nil},
		{"zpool status -v", []string{"#read.list", "#storage.pool"}, []string{"#delete", "#write"}},
		{"zpool upgrade -a", []string{"#install.upgrade", "#storage.pool"}, nil},
		{"zpool import -f tank", []string{"#mount", "#storage.pool"}, nil},
		{"zpool scrub tank", []string{"#read.verify", "#storage.pool"}, nil},
		{"replace the failed drive in the raid array", []string{"#delete.overwrite", "#storage.pool.rebuild", "#storage.pool"}, nil},
		{"the unraid array is degraded, rebuild parity", []string{"#storage.pool", "#storage.pool.rebuild"}, nil},
		{"run a parity check on the unraid array", []string{"#read.verify", "#storage.pool"}, []string{"#delete"}},
		{"mdadm --zero-superblock /dev/sdb1", []string{"#delete.format", "#storage"}, nil},
		// ZFS datasets, snapshots and replication.
		{"zfs destroy -r tank/media", []string{"#delete", "#storage.volume", "#mod.recursive"}, nil},
		{"zfs rollback -r tank/data@before-upgrade", []string{"#revert", "#data.backup", "#storage.volume", "#delete"}, nil},
		{"zfs snapshot -r tank/data@nightly", []string{"#copy.backup", "#data.backup", "#storage.volume"}, []string{"#delete"}},
		{"zfs send tank/data@nightly | ssh backup zfs recv -F backup/data", []string{"#copy.backup", "#storage.volume", "#delete.overwrite"}, nil},
		{"delete the media dataset on truenas", []string{"#delete", "#storage.volume", "#storage.nas"}, nil},
		// Disks and SMART.
		{"check the smart data on the new drives", []string{"#read.verify", "#storage"}, []string{"#delete", "#write"}},
		{"smartctl -t long /dev/sda", []string{"#read.verify", "#storage"}, []string{"#delete"}},
		{"badblocks -wsv /dev/sdb", []string{"#delete.format", "#storage"}, nil},
		// Proxmox VMs and LXC containers, portainer stacks.
		{"qm destroy 101 --purge", []string{"#delete", "#infra.server"}, nil},
		{"qm stop 105", []string{"#kill", "#infra.server"}, nil},
		{"qm rollback 101 pre-update", []string{"#revert", "#data.backup", "#infra.server"}, nil},
		{"qm snapshot 101 before-upgrade", []string{"#copy.backup", "#data.backup", "#infra.server"}, nil},
		{"pct destroy 200", []string{"#delete", "#container"}, nil},
		{"pct enter 103", []string{"#login", "#container"}, nil},
		{"vzdump 101 --mode snapshot --storage pbs", []string{"#copy.backup", "#data.backup", "#infra.server"}, nil},
		{"restore the vm from the pbs backup", []string{"#restore", "#data.backup", "#infra.server"}, nil},
		{"update proxmox to the latest version", []string{"#install.upgrade", "#infra.server.hypervisor", "#infra.server"}, nil},
		{"delete the portainer stack for nextcloud", []string{"#delete", "#container"}, nil},
		{"docker compose pull && docker compose up -d", []string{"#install.upgrade", "#container"}, nil},
		// Backups.
		{"set up an offsite copy for the 3-2-1 rule", []string{"#data.backup"}, nil},
		{"kopia snapshot delete k1a2b3", []string{"#delete", "#data.backup"}, nil},
		{"disable the replication task on truenas", []string{"#disable", "#data.backup"}, nil},
		// Exposing services: port forwards, DMZ, UPnP, tunnels, auth proxies.
		{"expose jellyfin to the internet", []string{"#expose", "#access.public", "#infra.service.media"}, nil},
		{"put the xbox in the dmz", []string{"#expose.port", "#net.router"}, nil},
		{"forward port 32400 on the router to plex", []string{"#expose.port", "#net.port", "#net.router", "#infra.service.media"}, nil},
		{"enable upnp on the router", []string{"#enable", "#expose.port", "#net.router"}, nil},
		{"open port 8123 on the firewall for home assistant", []string{"#expose.port", "#net.firewall", "#house.automation"}, nil},
		{"add a firewall rule allowing wan to lan", []string{"#net.firewall", "#access.public"}, nil},
		{"set up a cloudflare tunnel for immich", []string{"#expose", "#net.tunnel", "#access.public"}, nil},
		{"cloudflared tunnel delete homelab", []string{"#delete", "#net.tunnel"}, nil},
		{"remove the forward auth from the proxy host", []string{"#disable", "#iam", "#infra.load"}, nil},
		// DNS filtering, dynamic DNS, certificates.
		{"pihole disable 300", []string{"#disable", "#net.dns_filter"}, nil},
		{"whitelist the domain in pi-hole", []string{"#enable", "#net.dns_filter"}, nil},
		{"add a new blocklist to adguard home", []string{"#net.dns_filter"}, nil},
		{"set up duckdns for the home ip", []string{"#infra.dns"}, nil},
		{"get a wildcard cert with the dns-01 challenge", []string{"#net.tls"}, nil},
		{"paste the cloudflare dns api token into the config", []string{"#secret.token", "#infra.dns"}, nil},
		// The home network: VLANs, DHCP, Wi-Fi, router firmware.
		{"move the cameras to the iot vlan", []string{"#write.config", "#net.vlan"}, nil},
		{"add a dhcp reservation for the nas", []string{"#net.dhcp", "#storage.nas"}, nil},
		{"give the neighbor the wifi password", []string{"#send", "#secret.password", "#net.wifi"}, nil},
		{"change the guest network password", []string{"#write", "#secret.password", "#net.wifi"}, nil},
		{"flash openwrt on the router", []string{"#install.upgrade", "#sys.kernel", "#net.router"}, nil},
		{"factory reset the unifi access point", []string{"#delete.purge", "#net.router"}, nil},
		// VPNs.
		{"tailscale down", []string{"#kill", "#net.remote_access"}, nil},
		{"wg-quick up wg0", []string{"#start", "#net.remote_access"}, nil},
		{"send me the wireguard private key", []string{"#send", "#secret.key", "#net.remote_access"}, nil},
		// UPS and graceful shutdown.
		{"configure nut so the nas shuts down on low battery", []string{"#write.config", "#sys.device.ups"}, nil},
		{"upsmon -c fsd", []string{"#kill", "#sys.device.ups"}, nil},
		{"replace the battery in the apc ups", []string{"#sys.device.ups", "#sys.device"}, nil},
		// Home Assistant, Zigbee and Z-Wave.
		{"install the integration from hacs", []string{"#install", "#house.automation", "#house"}, nil},
		{"ha core update", []string{"#install.upgrade", "#house.automation"}, nil},
		{"pair the new zigbee sensor", []string{"#create", "#house.automation"}, nil},
		{"exclude the z-wave device", []string{"#delete", "#house.automation"}, nil},
		{"flash esphome to the sonoff", []string{"#install.upgrade", "#sys.kernel", "#house.automation"}, nil},
		{"ha backups restore 1a2b3c4d", []string{"#restore", "#data.backup", "#house.automation"}, nil},
		// Cameras and NVRs.
		{"delete the frigate recordings from last week", []string{"#delete", "#house.appliance.camera", "#house.appliance"}, nil},
		{"turn off the security cameras", []string{"#disable", "#house.appliance.camera"}, nil},
		{"share the camera footage with the neighbor", []string{"#send", "#house.appliance.camera"}, nil},
		{"set the frigate retention to 3 days", []string{"#data.retention", "#house.appliance.camera"}, nil},
		// Media servers.
		{"delete the movie from radarr and plex", []string{"#delete", "#fs.file.media", "#infra.service.media"}, nil},
		{"share my plex library with my brother", []string{"#send", "#fs.file.media", "#infra.service.media"}, nil},
		{"torrent the new season", []string{"#download"}, nil},
		// Look-alikes stay out.
		{"create a thread pool with 8 workers", nil, []string{"#storage.pool", "#storage"}},
		{"the connection pool is exhausted", nil, []string{"#storage.pool"}},
		{"destroy the connection pool on shutdown", nil, []string{"#storage.pool"}},
		{"sort the array in place", nil, []string{"#storage.pool", "#storage.pool.rebuild"}},
		{"rebuild the array of results after the filter", nil, []string{"#storage.pool", "#storage.pool.rebuild"}},
		{"we need feature parity with the old app", nil, []string{"#storage.pool"}},
		{"apply the bridge pattern to the adapter", nil, []string{"#net", "#house.automation"}},
		{"acquire the lock before writing", nil, []string{"#house.door", "#house.automation"}},
		{"open the camera in the mobile app", nil, []string{"#house.appliance.camera"}},
		{"start the camera stream in the webrtc demo", nil, []string{"#house.appliance.camera"}},
		{"set up an ssh tunnel to the db", nil, []string{"#net.tunnel", "#access.public"}},
		{"the call stack overflowed", nil, []string{"#container"}},
		{"deploy the stack with cloudformation", nil, []string{"#container"}},
		{"scrub pii from the logs", nil, []string{"#storage.pool", "#read.verify"}},
		{"set up unit tests", nil, []string{"#sys.device.ups"}},
		{"speed up load times on the landing page", nil, []string{"#sys.device.ups"}},
		{"configure graceful shutdown in the http server", nil, []string{"#sys.device.ups"}},
		{"check the server is up and status is green", nil, []string{"#sys.device.ups"}},
		{"roll back the dataset version", nil, []string{"#storage.volume"}},
		{"destroy the dataset after training", nil, []string{"#storage.volume"}},
		{"set up ha for postgres with patroni", nil, []string{"#house.automation"}},
		{"update the ha config for the load balancers", nil, []string{"#house.automation"}},
		{"ha ha that is funny", nil, []string{"#house.automation"}},
		{"email shelly about the report", nil, []string{"#house.automation"}},
		{"the pool party is on saturday", nil, []string{"#storage.pool"}},
		{"create an s3 access point", nil, []string{"#net.wifi"}},
		{"turn off ad blocking in chrome", nil, []string{"#net.dns_filter"}},
		{"allowlist the domain in cors settings", nil, []string{"#net.dns_filter"}},
		{"the unbound variable error in bash", nil, []string{"#net.dns_filter"}},
		{"create a long-lived access token for the api", nil, []string{"#house.automation"}},
		{"uninstall the firefox add-on", nil, []string{"#house.automation"}},
		{"remove the dead node from the kubernetes cluster", nil, []string{"#house.automation"}},
		{"write an automation for the release notes", nil, []string{"#house.automation"}},
		{"record the zoom call", nil, []string{"#house.appliance.camera"}},
		{"pause recording on the zoom call", nil, []string{"#house.appliance.camera"}},
		{"the raid boss is up", nil, []string{"#storage.pool"}},
		{"book a yacht for the weekend", nil, []string{"#container"}},
		{"untangle the spaghetti code", nil, []string{"#net.router"}},
		{"assign a public ip to the ec2 instance", nil, []string{"#net.router"}},
		{"a power outage hit us-east-1", nil, []string{"#house"}},
		{"refresh the metadata cache", nil, []string{"#infra.service.media", "#fs.file.media"}},
		{"the laptop is on battery power", nil, []string{"#sys.device.ups"}},
	}
	checkConceptCases(t, a, tests)
}
