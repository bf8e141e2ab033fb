package text

import "testing"

// TestMore4Lexicon checks that lexicon/more4.txt gives publishing commands,
// cloud create commands, casual data writes, secrets on the command line,
// code idioms and process/port handling the concepts of what they do, and
// that read-only look-alikes stay out.
func TestMore4Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in      string
		want    []string
		notWant []string
	}{
		// Publishing and releasing.
		{"twine upload dist/*", []string{"#publish", "#vcs.release", "#pkg.python", "#pkg.registry"}, nil},
		{"poetry publish --build", []string{"#publish", "#vcs.release", "#pkg.python"}, nil},
		{"uv publish", []string{"#publish", "#pkg.python", "#pkg.registry"}, nil},
		{"cargo publish -p mycrate", []string{"#publish", "#vcs.release", "#pkg.registry"}, nil},
		{"gem push mygem-1.2.0.gem", []string{"#publish", "#pkg.registry"}, nil},
		{"pnpm publish --no-git-checks", []string{"#publish", "#pkg.npm", "#pkg.registry"}, nil},
		{"mvn clean deploy -P release", []string{"#publish", "#pkg.registry"}, nil},
		{"dotnet nuget push bin/Release/app.nupkg --source nuget.org", []string{"#publish", "#pkg.registry"}, nil},
		{"podman push ghcr.io/org/app:1.4.0", []string{"#publish", "#container.image", "#pkg.registry"}, nil},
		{"docker buildx build -t org/app:2.0 --push .", []string{"#publish", "#container.image"}, nil},
		{"gh release create v1.2.0 --notes-file CHANGELOG.md", []string{"#publish", "#vcs.release"}, nil},
		{"fastlane beta", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"bundle exec fastlane pilot upload", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"xcrun altool --upload-app -f App.ipa -t ios", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"upload the build to TestFlight", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"release the new version to the internal track in the Play Console", []string{"#publish", "#pkg.registry.app_store"}, nil},
		// Creating cloud resources.
		{"aws ec2 run-instances --image-id ami-1 --instance-type t3.large", []string{"#create", "#infra.cloud.resource", "#infra.server", "#infra.cloud"}, nil},
		{"gcloud compute instances create web-1 --zone us-east1-b", []string{"#create", "#infra.cloud.resource", "#infra.server"}, nil},
		{"az vm create -n vm1 -g rg --image Ubuntu2204", []string{"#create", "#infra.cloud.resource", "#infra.server"}, nil},
		{"aws rds create-db-instance --db-instance-identifier orders", []string{"#create", "#infra.cloud.resource", "#db"}, nil},
		{"aws s3 mb s3://my-bucket", []string{"#create", "#infra.cloud.resource", "#storage.bucket"}, nil},
		{"gcloud sql instances create orders-db --tier db-f1-micro", []string{"#create", "#infra.cloud.resource", "#db"}, nil},
		{"eksctl create cluster --name dev --nodes 3", []string{"#create", "#infra.cloud.resource", "#k8s.cluster"}, nil},
		{"doctl compute droplet create web --size s-1vcpu-1gb", []string{"#create", "#infra.cloud.resource", "#infra.server"}, nil},
		{"hcloud volume create --size 50 --name data", []string{"#create", "#infra.cloud.resource", "#storage.volume"}, nil},
		{"spin up a new VM for the load test", []string{"#create", "#infra.cloud.resource", "#infra.server"}, nil},
		{"spin up an rds instance for staging", []string{"#create", "#infra.cloud.resource", "#db"}, nil},
		{"tag new cloud resources with owner and cost-center", []string{"#label", "#infra.cloud.resource", "#infra.cloud"}, nil},
		// SQL and data writes.
		{"set every user's plan to free", []string{"#write", "#db.row", "#mod.all"}, nil},
		{"bulk update the orders table", []string{"#write", "#db.row", "#mod.all"}, nil},
		{"mass update the customer records", []string{"#write", "#db.row", "#mod.all"}, nil},
		{"append the rows to the events table", []string{"#write.append", "#db.row"}, nil},
		{"INSERT INTO archive SELECT * FROM orders", []string{"#write.insert", "#db.row", "#mod.all"}, nil},
		{"load the csv into the staging table", []string{"#write.insert", "#db.table"}, nil},
		{"INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2", []string{"#write.insert.upsert", "#write.insert", "#db.row"}, nil},
		{"INSERT INTO t VALUES (1, 2) ON DUPLICATE KEY UPDATE b = 2", []string{"#write.insert.upsert", "#db.row"}, nil},
		{"upsert the user rows", []string{"#write.insert.upsert", "#write.insert"}, nil},
		{"df.write.mode('overwrite').saveAsTable('sales')", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		{"INSERT OVERWRITE TABLE sales SELECT * FROM staging_sales", []string{"#delete.overwrite", "#db.table"}, nil},
		// Secrets on the command line.
		{"mysql -u root --password=hunter2 shop", []string{"#secret.password", "#cli.command"}, nil},
		{"PGPASSWORD=s3cret psql -h db.internal -U app", []string{"#secret.password", "#cli.command"}, nil},
		{"curl -u admin:hunter2 https://api.example.com/v1", []string{"#secret.password", "#cli.command"}, nil},
		{"sshpass -p hunter2 ssh root@10.0.0.5", []string{"#secret.password", "#cli.command"}, nil},
		{"docker login -u me -p hunter2 registry.example.com", []string{"#secret.password", "#cli.command"}, nil},
		{"redis-cli -h cache -a hunter2", []string{"#secret.password", "#cli.command"}, nil},
		{"curl -H 'Authorization: Bearer abc123' https://api.example.com", []string{"#secret.token", "#cli.command"}, nil},
		// Code-level idioms.
		{"console.log(user)", []string{"#code.print", "#code"}, nil},
		{"add a print statement to debug the loop", []string{"#code.print"}, nil},
		{"System.out.println(\"here\")", []string{"#code.print"}, nil},
		{"fmt.Println(resp)", []string{"#code.print"}, nil},
		{"store server local time in created_at", []string{"#time.zone.local", "#time.zone"}, []string{"#time.zone.utc"}},
		{"datetime.utcnow()", []string{"#time.zone.utc"}, []string{"#time.zone.local"}},
		{"datetime.now(timezone.utc)", []string{"#time.zone.utc"}, []string{"#time.zone.local"}},
		{"add @pytest.mark.skip to test_login", []string{"#disable", "#code.test"}, nil},
		{"t.Skip(\"flaky\")", []string{"#disable", "#code.test"}, nil},
		{"xit('logs in')", []string{"#disable", "#code.test"}, nil},
		{"describe.skip('checkout')", []string{"#disable", "#code.test"}, nil},
		{"@Disabled", []string{"#disable", "#code.test"}, nil},
		{"mvn package -DskipTests", []string{"#disable", "#code.test"}, nil},
		{"eval(request.args['expr'])", []string{"#execute", "#sec.eval"}, nil},
		{"cursor.execute(f\"SELECT * FROM users WHERE id={uid}\")", []string{"#db.statement.dynamic", "#db.statement"}, nil},
		{"build the sql query with string concatenation", []string{"#db.statement.dynamic"}, nil},
		// Processes and ports.
		{"fuser -k 8080/tcp", []string{"#kill", "#infra.service", "#net.port"}, nil},
		{"kill -9 $(lsof -t -i:3000)", []string{"#kill", "#infra.service", "#net.port"}, nil},
		{"pkill -f gunicorn", []string{"#kill", "#infra.service"}, nil},
		{"kill whatever is on port 5173", []string{"#kill", "#net.port"}, nil},
		{"lsof -i :3000", []string{"#read.list", "#net.port"}, []string{"#kill"}},
		{"ss -ltnp", []string{"#read.list", "#net.port"}, []string{"#kill"}},
		{"netstat -tulpn", []string{"#read.list", "#net.port"}, []string{"#kill"}},
		{"pgrep -f gunicorn", []string{"#read.list", "#infra.service"}, []string{"#kill"}},
		// Read-only look-alikes stay out.
		{"npm pack", nil, []string{"#publish"}},
		{"helm package ./chart", nil, []string{"#publish"}},
		{"docker build -t org/app:2.0 .", nil, []string{"#publish"}},
		{"gh release list", nil, []string{"#publish"}},
		{"gh release view v1.2.0", nil, []string{"#publish"}},
		{"aws ec2 describe-instances --filters Name=tag:env,Values=prod", []string{"#read.list"}, []string{"#create"}},
		{"aws s3 ls s3://my-bucket", []string{"#read.list"}, []string{"#create"}},
		{"gcloud compute instances list", []string{"#read"}, []string{"#create"}},
		{"gcloud sql instances describe orders-db", []string{"#read"}, []string{"#create"}},
		{"az vm list -o table", []string{"#read"}, []string{"#create"}},
		{"eksctl get cluster", []string{"#read.list"}, []string{"#create"}},
		{"doctl compute droplet list", []string{"#read"}, []string{"#create"}},
		{"spin up the dev server", nil, []string{"#infra.cloud.resource"}},
		{"print the report", nil, []string{"#code.print"}},
		{"print out the invoice", nil, []string{"#code.print"}},
		{"mysql -u root -p shop", nil, []string{"#secret.password"}},
		{"docker login -u me --password-stdin", nil, []string{"#secret.password", "#cli.command"}},
		{"merge into develop", nil, []string{"#write.insert.upsert"}},
		{"skip the standup", nil, []string{"#code.test"}},
		{"ps aux", []string{"#read.list"}, []string{"#kill"}},
		{"SELECT * FROM users WHERE id = $1", []string{"#read.search"}, []string{"#db.statement.dynamic", "#write"}},
		{"select the output format", nil, []string{"#db.statement.dynamic"}},
		{"write a lambda function to sort the list", nil, []string{"#infra.cloud.resource"}},
		{"send an instant message", nil, []string{"#time.zone.utc"}},
		{"copy the csv to the server", nil, []string{"#write.insert"}},
		{"test the release notes", nil, []string{"#publish"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { checkConcepts(t, a, tt.in, tt.want, tt.notWant) })
	}
}
