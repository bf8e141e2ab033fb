package text

import "testing"

// TestMore42Lexicon checks that lexicon/more42.txt gives a platform, SRE or
// devops agent's actions the concepts of what they do (autoscalers, node
// cordons, terraform state and workspaces, kube contexts, instance classes,
// IAM policy attachments, target groups, DNS cut-overs, CI re-runs, branch
// protection, pages and sev levels, PVCs, AMIs, traffic shifts, certificate
// swaps, cloud credentials), and that its phrases stay out of look-alike
// texts (React state, LLM context, job applications, pounds of beef, venue
// capacity, French friends).
func TestMore42Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Autoscaling.
		{"bump the hpa max to 50", []string{"#scale", "#infra.autoscaling", "#k8s"}, nil},
		{"kubectl edit hpa api -n prod", []string{"#write", "#infra.autoscaling", "#k8s", "#env.prod"}, nil},
		{"raise max replicas on the api hpa to 40", []string{"#scale", "#infra.autoscaling"}, nil},
		{"set the asg desired capacity to 0", []string{"#scale", "#infra.autoscaling"}, nil},
		{"aws autoscaling set-desired-capacity --auto-scaling-group-name web --desired-capacity 0 --profile prod", []string{"#scale", "#infra.autoscaling", "#env.prod"}, nil},
		{"kubectl autoscale deploy api --min=2 --max=10", []string{"#scale", "#infra.autoscaling", "#k8s"}, nil},
		{"kubectl get hpa -A", []string{"#read", "#infra.autoscaling"}, []string{"#scale", "#write"}},
		// Nodes.
		{"uncordon the node", []string{"#enable", "#k8s.cluster"}, nil},
		{"taint the node with NoSchedule", []string{"#kill", "#k8s.cluster"}, nil},
		{"evict the pods from node-3", []string{"#kill", "#k8s.cluster", "#k8s.pod"}, nil},
		// Terraform / OpenTofu state and workspaces.
		{"terraform state rm aws_s3_bucket.logs", []string{"#delete", "#infra.state", "#infra"}, nil},
		{"terraform -chdir=infra state mv module.a module.b", []string{"#write", "#infra.state"}, nil},
		{"terraform import aws_instance.web i-123", []string{"#write", "#infra.state"}, nil},
		{"terraform force-unlock 1234", []string{"#unlock", "#infra.state", "#mod.force"}, nil},
		{"terraform state list", []string{"#read", "#infra.state"}, []string{"#delete", "#write"}},
		{"terraform workspace select prod", []string{"#switch", "#infra.state", "#env.prod"}, nil},
		{"terraform workspace delete staging", []string{"#delete", "#infra.state", "#env.staging"}, nil},
		{"terraform workspace list", []string{"#read", "#infra.state"}, []string{"#delete", "#switch"}},
		// Kubernetes contexts.
		{"kubectl config use-context prod", []string{"#switch", "#k8s.context", "#k8s", "#env.prod"}, nil},
		{"switch kube context to prod", []string{"#switch", "#k8s.context", "#env.prod"}, nil},
		{"kubectl config current-context", []string{"#read", "#k8s.context"}, []string{"#switch"}},
		// Instance sizes.
		{"resize the rds instance class to db.r6g.2xlarge", []string{"#scale", "#infra.vm_size", "#db"}, nil},
		{"bump the db instance class", []string{"#bump", "#infra.vm_size"}, nil},
		{"aws ec2 modify-instance-attribute --instance-id i-1 --instance-type m5.xlarge", []string{"#write", "#infra.vm_size"}, nil},
		// IAM policy attachments.
		{"Never attach AdministratorAccess to a role", []string{"#permission", "#iam", "#account.admin"}, nil},
		{"attach the admin policy to the deploy role", []string{"#permission", "#iam", "#account.admin"}, nil},
		{"aws sts assume-role --role-arn arn:aws:iam::1:role/admin", []string{"#permission", "#iam"}, nil},
		// Load balancers, DNS cut-overs, traffic.
		{"deregister the targets from the target group", []string{"#delete", "#infra.load"}, nil},
		{"remove the instance from the load balancer", []string{"#delete", "#infra.load"}, nil},
		{"point api.acme.com at the new lb", []string{"#write", "#infra.dns", "#infra.load"}, nil},
		{"swap the cname to the new cluster", []string{"#write", "#infra.dns"}, nil},
		{"shift 100% of traffic to green", []string{"#deploy", "#infra.load"}, nil},
		{"cut over traffic to the new cluster", []string{"#deploy", "#infra.load", "#k8s.cluster"}, nil},
		// CI: re-runs and branch protection.
		{"retry the failed deploy job", []string{"#execute", "#ci"}, nil},
		{"rerun the failed pipeline", []string{"#execute", "#ci"}, nil},
		{"remove the required reviews from main", []string{"#disable", "#ci", "#vcs.branch"}, nil},
		{"turn off required status checks on main", []string{"#disable", "#ci", "#vcs.branch"}, nil},
		{"gh pr merge 123 --admin", []string{"#merge", "#disable", "#vcs.branch"}, nil},
		{"merge without review", []string{"#merge", "#disable", "#vcs.pr"}, nil},
		// Paging and incidents.
		{"mark the page resolved", []string{"#write.patch", "#infra.monitor"}, nil},
		{"ack the page", []string{"#write.ack", "#infra.monitor"}, nil},
		{"acknowledge the alert in opsgenie", []string{"#write.ack", "#infra.monitor"}, nil},
		{"declare a sev1", []string{"#create", "#infra.monitor"}, nil},
		{"open an incident channel", []string{"#create", "#infra.monitor", "#comm.chat"}, nil},
		{"snooze the page for an hour", []string{"#disable", "#infra.monitor"}, nil},
		{"create a datadog downtime for the db hosts", []string{"#disable", "#infra.monitor"}, nil},
		// Volumes, shells, images, restarts.
		{"delete the pvc for postgres", []string{"#delete", "#storage.volume", "#k8s"}, nil},
		{"shell into the api pod", []string{"#execute", "#k8s.pod"}, nil},
		{"delete the old amis", []string{"#delete", "#container.image"}, nil},
		{"deregister the ami", []string{"#delete", "#container.image"}, nil},
		{"aws rds reboot-db-instance --db-instance-identifier prod", []string{"#restart", "#db", "#env.prod"}, nil},
		{"helm del api", []string{"#delete", "#k8s"}, nil},
		{"open the bucket to the world", []string{"#expose", "#access.public", "#storage.bucket"}, nil},
		// Certificates and cloud credentials.
		{"swap the new wildcard cert onto the ALB listener", []string{"#rotate", "#net.tls", "#infra.load"}, nil},
		{"gen long lived AKIA creds for the lambda so it can hit s3", []string{"#create", "#secret.token"}, nil},
		// Node groups, instance counts, deploy freezes, canaries.
		{"bump the cloud run min instances to 5", []string{"#bump", "#infra.autoscaling"}, nil},
		{"aws eks update-nodegroup-config --scaling-config desiredSize=0", []string{"#scale", "#k8s.cluster", "#infra.autoscaling"}, nil},
		{"bump the node group to 10 nodes", []string{"#bump", "#k8s.cluster"}, nil},
		{"freeze deploys for the holiday", []string{"#enable", "#deploy.freeze"}, nil},
		{"lift the deploy freeze", []string{"#disable", "#deploy.freeze"}, nil},
		{"Never deploy during a code freeze", []string{"#deploy", "#deploy.freeze"}, nil},
		{"turn the canary up to 25%", []string{"#enable", "#deploy.feature_flag"}, nil},
		// Look-alikes.
		{"freeze the chicken for later", nil, []string{"#deploy.freeze", "#enable"}},
		{"lift the heavy box", nil, []string{"#disable", "#deploy.freeze"}},
		{"add a role column to the users table", nil, []string{"#permission", "#iam"}},
		{"assume the role of a senior reviewer", nil, []string{"#permission", "#iam"}},
		{"the package weighs 5 lb", nil, []string{"#infra.load"}},
		{"buy 2 lb of ground beef", nil, []string{"#infra.load"}},
		{"retry the job application on linkedin", nil, []string{"#ci", "#execute"}},
		{"read the state file", nil, []string{"#infra.state"}},
		{"update the state of the react component", nil, []string{"#infra.state"}},
		{"set the context for the llm prompt", nil, []string{"#k8s.context", "#switch"}},
		{"what is the desired capacity of the venue", nil, []string{"#infra.autoscaling"}},
		{"roll the dice", nil, []string{"#restart"}},
		{"gen z users prefer tiktok", nil, []string{"#create", "#secret.token"}},
		{"open the world map", nil, []string{"#expose", "#access.public"}},
		{"send traffic reports to the team", nil, []string{"#deploy", "#infra.load"}},
		{"replace the cert exam date in the calendar", nil, []string{"#rotate"}},
		{"the amis of the club", nil, []string{"#container.image"}},
		{"terraform plan -out=tfplan", nil, []string{"#infra.state", "#deploy"}},
	}
	checkConceptCases(t, a, tests)
}
