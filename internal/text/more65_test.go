package text

import "testing"

// TestMore65Lexicon checks that lexicon/more65.txt gives a data and ML
// engineer's agent the concepts of what it does in plain and casual words
// (promoting models through registry stages and aliases, rolling them back
// and undeploying them, machines and disks the whole team uses, other
// people's cluster jobs, hogging every GPU, Slurm commands, long training
// runs, training from scratch and without checkpoints, on-demand vs spot
// machines, backfills in words, dbt full refreshes and the live warehouse,
// unfiltered queries and every column, bytes scanned and warehouse sizes,
// dry runs, credentials in notebooks and committed notebooks, tables of
// people pulled down to a laptop, training on people's messages, pirated
// and leaked datasets, samples and full datasets, wiping tables), and that
// its phrases stay out of look-alikes: jogging and train trips, sharing
// logs, restaurant tables, blood samples, on-demand webinars, the user's
// job posting, fine-tuning a proposal, reading registries, queues and
// licences, and "from scratch" as a disk.
func TestMore65Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Model registries: stages, aliases, promotion, rollback, serving.
		{"move the model version into the live serving stage", []string{"#deploy", "#ml.model.registry", "#env.prod"}, nil},
		{"set the champion alias on version 14", []string{"#deploy", "#ml.model.registry", "#env.prod"}, nil},
		{"flip the production alias to v9", []string{"#deploy", "#env.prod"}, nil},
		{"set the prod alias to version 5", []string{"#deploy", "#env.prod"}, nil},
		{"make v3 the production model", []string{"#deploy", "#ml.model", "#env.prod"}, nil},
		{"demote the current production model", []string{"#archive", "#ml.model.registry"}, nil},
		{"roll back the model to the previous version", []string{"#revert", "#ml.model"}, nil},
		{"put the new model in front of users", []string{"#deploy", "#ml.model"}, nil},
		{"send 100% of traffic to the new model", []string{"#deploy", "#ml.model"}, nil},
		{"undeploy the old model", []string{"#kill", "#ml.model"}, nil},
		{"link the artifact to the model registry", []string{"#push", "#ml.model.registry"}, nil},
		{"ship the new ranking model", []string{"#deploy", "#ml.model"}, nil},
		{"launch training for the 7B model", []string{"#execute.train", "#ml.model"}, nil},
		// Shared machines and disks, other people's jobs, every GPU.
		{"the box the whole team uses", []string{"#infra.server.shared"}, nil},
		{"pkill python on the shared server", []string{"#kill", "#infra.server.shared"}, []string{"#publish.post", "#send"}},
		{"free up disk on the shared box", []string{"#delete.purge", "#infra.server.shared"}, []string{"#publish.post"}},
		{"reboot the shared GPU box", []string{"#restart", "#ml.gpu", "#infra.server.shared"}, nil},
		{"fill up the shared disk with checkpoints", []string{"#write.save", "#storage.shared"}, []string{"#send"}},
		{"move the data to the shared filesystem", []string{"#storage.shared"}, []string{"#publish.post"}},
		{"kill other users' jobs", []string{"#kill", "#ml.gpu", "#mod.others"}, nil},
		{"kill my teammate's job", []string{"#kill", "#mod.others"}, nil},
		{"cancel everyone's jobs in the queue", []string{"#kill", "#ml.gpu", "#mod.others"}, nil},
		{"hog all the GPUs", []string{"#create", "#ml.gpu", "#mod.all"}, nil},
		{"take every GPU on the team box", []string{"#create", "#ml.gpu", "#mod.all", "#infra.server.shared"}, nil},
		{"scancel 4821", []string{"#kill", "#ml.gpu"}, nil},
		{"scontrol update job 4821 priority", []string{"#write.config", "#ml.gpu"}, nil},
		{"squeue -u maria", []string{"#read.inspect", "#ml.gpu"}, []string{"#kill"}},
		// Long runs, training from scratch, checkpointing.
		{"launch the 30-hour run", []string{"#execute.train", "#ml.training", "#size.long"}, nil},
		{"kill the 30-hour run", []string{"#kill", "#ml.training", "#size.long"}, nil},
		{"launch a 3-day training run", []string{"#execute", "#ml.training", "#size.long"}, nil},
		{"fit over the weekend", []string{"#execute.train", "#ml.training"}, nil},
		{"let it train over the weekend", []string{"#execute.train", "#ml.training"}, nil},
		{"restart the training from scratch", []string{"#restart", "#ml.training", "#mod.again"}, []string{"#storage.ephemeral", "#fs.tmp"}},
		{"retrain the model from scratch", []string{"#execute.train", "#mod.again"}, []string{"#storage.ephemeral"}},
		{"training without checkpointing", []string{"#disable", "#write.save", "#ml.model"}, nil},
		// On-demand vs spot machines.
		{"spin up 20 on-demand g5 nodes", []string{"#create", "#infra.server.on_demand", "#ml.gpu"}, []string{"#infra.server.spot"}},
		{"switch the node group from spot to on-demand", []string{"#write.config", "#infra.server.on_demand"}, nil},
		{"switch the training to spot instances", []string{"#write.config", "#infra.server.spot"}, []string{"#infra.server.on_demand"}},
		// Backfills in words.
		{"rerun the pipeline for every day of 2023", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"re-run the DAG for all of last year", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"fill the missing partitions", []string{"#write.backfill", "#db.table.partition"}, nil},
		{"catch up the missed runs", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"reload all historical data into the table", []string{"#write.backfill"}, nil},
		// dbt and the live warehouse.
		{"run a full refresh of the orders model", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		{"push the SQL transformations to the live warehouse", []string{"#deploy", "#data.pipeline", "#db.warehouse", "#env.prod"}, nil},
		// Scans, bytes, warehouse sizes, dry runs.
		{"select every column of the 40 TB table", []string{"#db.statement.select_star", "#size.large"}, nil},
		{"run the unfiltered query", []string{"#read.search", "#mod.all"}, nil},
		{"run the query without a date filter", []string{"#read.search", "#mod.all"}, nil},
		{"check how many bytes the query will scan", []string{"#read.verify", "#infra.cloud.cost.query"}, nil},
		{"run it on an XL warehouse", []string{"#infra.cloud.cost.query"}, nil},
		{"bump the warehouse to 2XL", []string{"#bump", "#infra.cloud.cost.query"}, nil},
		{"upsize the snowflake warehouse", []string{"#write.config", "#infra.cloud.cost.query"}, nil},
		{"do a dry run first to see the bytes scanned", []string{"#mod.dry", "#infra.cloud.cost.query"}, nil},
		// Credentials in notebooks, committing notebooks.
		{"put the snowflake password in the notebook", []string{"#expose", "#secret", "#ml.notebook"}, nil},
		{"store the db credentials in a cell", []string{"#expose", "#secret", "#ml.notebook"}, nil},
		{"commit the notebook with the credentials in it", []string{"#commit", "#secret", "#ml.notebook"}, nil},
		{"check the notebook into git with the outputs", []string{"#commit", "#ml.notebook"}, nil},
		// People's data: to a laptop, into training.
		{"pull the users table down to my machine", []string{"#download", "#env.dev", "#data.personal"}, nil},
		{"copy the patient table to my local disk", []string{"#download", "#data.personal"}, nil},
		{"fine-tune llama on our support tickets", []string{"#execute.train", "#data.personal", "#ml.training"}, nil},
		// Provenance and licences.
		{"use the forum scrape from a torrent site", []string{"#browse.scrape", "#data.unlicensed", "#legal.license"}, nil},
		{"use the leaked dataset", []string{"#data.unlicensed"}, []string{"#expose"}},
		{"download the pirated books corpus", []string{"#download", "#data.unlicensed"}, nil},
		{"use the dataset from anna's archive", []string{"#data.unlicensed"}, nil},
		// Samples and the whole thing.
		{"take a 10k sample", []string{"#mod.subset"}, []string{"#finance.mnpi"}},
		{"pull a sample of 10k rows from the events table", []string{"#mod.subset"}, nil},
		{"use the full dataset", []string{"#mod.all", "#data"}, nil},
		// Wiping tables.
		{"wipe the table and reload it", []string{"#delete.purge.empty", "#db.table"}, nil},
		{"nuke the staging table", []string{"#delete", "#db.table"}, nil},

		// Look-alikes: no training, no shared machine, no backfill.
		{"go for a 2 hour run on Saturday", nil, []string{"#ml.training", "#execute.train"}},
		{"take the train over the weekend", nil, []string{"#ml.training", "#execute.train"}},
		{"train the new hires on customer data handling", nil, []string{"#execute.train", "#ml.training"}},
		{"train the support agents on the new macros", nil, []string{"#execute.train", "#data.personal"}},
		{"fine-tune the proposal based on customer feedback", nil, []string{"#data.personal", "#ml.training"}},
		{"share the box folder with the client", []string{"#doc.shared"}, []string{"#ml.gpu"}},
		{"open the shared drive", []string{"#doc.shared"}, []string{"#infra.server.shared", "#storage.shared"}},
		{"fill in the gaps in the table of contents", nil, []string{"#write.backfill", "#db.table.partition"}},
		{"we have a full table tonight", nil, []string{"#read.search", "#mod.subset"}},
		{"email Roberta the notes", nil, []string{"#ml.model"}},
		{"roll back the data model changes", []string{"#revert"}, []string{"#ml.model"}},
		{"cancel the user's job posting", nil, []string{"#ml.gpu", "#kill"}},
		{"take a blood sample", nil, []string{"#mod.subset"}},
		{"watch the webinar on demand", nil, []string{"#infra.server.on_demand"}},
		{"a 3 day run of the play", nil, []string{"#ml.training"}},
		{"pick up the dry cleaning", nil, []string{"#mod.dry"}},
		{"start over from scratch on the essay", []string{"#mod.again"}, []string{"#storage.ephemeral", "#fs.tmp"}},
		{"rebuild the docker image from scratch", nil, []string{"#storage.ephemeral", "#fs.tmp"}},
		{"process user input", nil, []string{"#mod.others"}},
		// Reads stay reads.
		{"show the model versions in the registry", []string{"#read", "#ml.model.registry"}, []string{"#deploy", "#archive"}},
		{"view the production alias", []string{"#read"}, []string{"#deploy"}},
		{"compare the challenger to the champion", []string{"#read.inspect"}, []string{"#deploy"}},
		{"scontrol show job 4821", []string{"#read.inspect", "#ml.gpu"}, []string{"#write.config", "#kill"}},
		{"list the missing partitions", []string{"#read.list", "#db.table.partition"}, []string{"#write.backfill"}},
		{"check the dataset license", []string{"#read.verify", "#legal.license"}, []string{"#data.unlicensed"}},
		{"count the rows in the users table", []string{"#read.count", "#data.personal"}, []string{"#download", "#expose"}},
		{"check who is using the GPUs", []string{"#read.verify", "#ml.gpu"}, []string{"#create", "#kill"}},
		{"list the registered models", []string{"#read.list", "#ml.model.registry"}, []string{"#push", "#deploy"}},
		{"what's the champion model's accuracy", []string{"#ml.model.registry"}, []string{"#deploy"}},
		{"read the model card", []string{"#read"}, []string{"#deploy", "#write"}},
		{"describe the events table", []string{"#read.inspect"}, []string{"#write.backfill", "#delete"}},
		{"estimate the bytes scanned", []string{"#read.verify", "#infra.cloud.cost.query"}, []string{"#write.config"}},
		{"add a column to the users table", []string{"#data.personal"}, []string{"#download", "#expose"}},
		// More look-alikes.
		{"book a table for the team", []string{"#food.reservation"}, []string{"#db.table", "#mod.all", "#infra.server.shared"}},
		{"sample the new menu", nil, []string{"#mod.subset"}},
		{"kill the user session", []string{"#kill"}, []string{"#mod.others", "#ml.gpu"}},
		{"invite them to the team's Discord server", []string{"#comm.chat.server"}, []string{"#infra.server.shared"}},
		{"cancel the 10k run on Sunday", nil, []string{"#ml.training", "#mod.subset"}},
		{"sign up for the 2 day training on Excel", nil, []string{"#ml.training", "#execute.train"}},
		{"wipe down the tables after lunch", nil, []string{"#delete.purge.empty", "#db.table"}},
		// Where scratch is a disk, it still is one.
		{"write the checkpoints to scratch", []string{"#write.save", "#storage.ephemeral"}, nil},
		{"copy the dataset to scratch", []string{"#copy", "#storage.ephemeral"}, nil},
	}
	checkConceptCases(t, a, tests)
}
