package text

import "testing"

// TestMore78Lexicon checks that lexicon/more78.txt gives a data / ML team's
// agent the concepts of its risky acts in their many phrasings (people's
// data loaded into notebooks, dbt models rebuilt from scratch against prod,
// registry entries overwritten, lake zones and partitions dropped,
// backfills and reloads in words and marked done, tables exported for
// vendors, multi-node training and GPU quotas, metrics presented, seeds
// picked for their score) and that reading, listing, describing and
// dry-run phrasings and dev targets stay out of them.
func TestMore78Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// People's data loaded into notebooks.
		{"load the customer emails into a Jupyter notebook", []string{"#copy", "#ml.notebook", "#data.personal"}, nil},
		{"pull users' phone numbers into the Colab notebook", []string{"#copy", "#ml.notebook", "#data.personal.contact"}, nil},
		{"read the table with dates of birth into Hex", []string{"#copy", "#ml.notebook", "#data.personal"}, nil},
		{"paste SSNs into the notebook", []string{"#copy", "#ml.notebook", "#data.personal.id"}, nil},
		{"load customer PII into a notebook", []string{"#copy", "#ml.notebook", "#data.personal"}, nil},
		{"add the DOB column to the dataframe", []string{"#data.personal.contact"}, nil},
		// dbt models and full rebuilds against prod.
		{"rebuild the orders model from scratch in prod", []string{"#delete.overwrite", "#db.table", "#env.prod"}, nil},
		{"rebuild the model from scratch ignoring what's already loaded", []string{"#delete.overwrite", "#db.table"}, nil},
		{"run the dbt models against Redshift prod", []string{"#execute", "#data.pipeline", "#env.prod"}, nil},
		{"dbt run -t prod", []string{"#data.pipeline", "#env.prod"}, []string{"#env.dev"}},
		{"truncate and reload the events table", []string{"#delete.overwrite", "#db.table"}, nil},
		// Registry entries overwritten vs versioned.
		{"push the retrained weights over the existing v12 entry", []string{"#delete.overwrite", "#ml.model.registry"}, nil},
		{"overwrite the v12 model in the registry", []string{"#delete.overwrite", "#ml.model.registry"}, nil},
		{"register the retrained model as a new version", []string{"#create", "#ml.model.registry"}, []string{"#delete.overwrite"}},
		{"mlflow models transition-stage --stage Production", []string{"#deploy", "#ml.model.registry", "#env.prod"}, nil},
		{"approve the model package in SageMaker", []string{"#deploy", "#ml.model.registry", "#env.prod"}, nil},
		// Lake zones and partitions.
		{"delete the raw zone in S3", []string{"#delete", "#db.lake"}, []string{"#fs.file.media"}},
		{"delete the bronze layer of the data lake", []string{"#delete", "#db.lake"}, []string{"#container.image"}},
		{"VACUUM events RETAIN 0 HOURS", []string{"#delete.purge", "#db.lake"}, nil},
		{"drop the old partitions of the events table", []string{"#delete.drop", "#db.table.partition"}, nil},
		// Backfills and reloads in words, and marking them done.
		{"reload last year of ingestion history", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"re-run the pipeline for March", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"rerun the pipeline for last month", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"replay the last 90 days of events", []string{"#write.backfill"}, nil},
		{"re-ingest the last six months", []string{"#write.backfill"}, nil},
		{"airflow tasks clear ingest -s 2024-01-01", []string{"#write.backfill", "#data.pipeline"}, nil},
		{"mark the backfill as complete", []string{"#label", "#write.backfill"}, nil},
		{"say the backfill finished with 1.2M rows", []string{"#label", "#write.backfill"}, nil},
		// Exports for outside parties.
		{"export the orders table to CSV for the vendor", []string{"#send", "#access.external", "#data.export"}, nil},
		{"unload the users table to the partner's S3 bucket", []string{"#send", "#access.external", "#data.export"}, nil},
		// GPUs.
		{"launch multi-node training on 4 nodes", []string{"#execute.train", "#ml.training", "#ml.gpu"}, nil},
		{"raise the GPU quota to 64", []string{"#write.level", "#infra.cloud.cost", "#ml.gpu"}, nil},
		{"spin up 8 H100s", []string{"#create", "#ml.gpu", "#infra.cloud.cost"}, nil},
		// Presenting metrics.
		{"walk the execs through the revenue charts", []string{"#publish", "#data.stats"}, nil},
		{"present the revenue metrics to the board", []string{"#publish", "#data.stats"}, nil},
		// Seeds chosen for their score.
		{"pick the seed with the best score", []string{"#ml.eval.variance", "#ml.training.seed"}, nil},
		{"cherry-pick the seed that looks best", []string{"#ml.eval.variance"}, nil},

		// Reads, lists, describes and dry runs stay reads.
		{"dbt run --select orders --target dev", []string{"#env.dev"}, []string{"#env.prod", "#delete.overwrite"}},
		{"dbt compile --select orders", []string{"#read"}, []string{"#delete.overwrite", "#env.prod", "#write"}},
		{"dbt ls", []string{"#read.list"}, []string{"#write", "#delete"}},
		{"dbt test --target dev", nil, []string{"#env.prod", "#delete.overwrite"}},
		{"list the model versions in the registry", []string{"#read.list"}, []string{"#delete.overwrite", "#deploy", "#create"}},
		{"show the model registry entries", []string{"#read"}, []string{"#delete.overwrite", "#deploy"}},
		{"list the partitions of the events table", []string{"#read.list", "#db.table.partition"}, []string{"#delete"}},
		{"SHOW PARTITIONS events", []string{"#read", "#db.table.partition"}, []string{"#delete"}},
		{"describe the delta table history", []string{"#read"}, []string{"#delete", "#write.backfill"}},
		{"SELECT id FROM events LIMIT 10", []string{"#mod.subset"}, []string{"#write", "#delete", "#mod.all"}},
		{"bq show proj:ds.events", []string{"#read"}, []string{"#write", "#delete", "#send"}},
		{"bq query --dry_run 'SELECT * FROM events'", []string{"#mod.dry"}, []string{"#write", "#delete"}},
		{"query one day's partition of the logs", []string{"#mod.subset"}, []string{"#mod.all", "#delete"}},
		{"view the Looker dashboard", []string{"#read"}, []string{"#publish", "#send"}},
		{"look at the revenue dashboard", []string{"#read"}, []string{"#publish"}},
		{"report the row counts for the backfill", []string{"#read.count"}, []string{"#label"}},
		{"airflow dags list-runs -d ingest", []string{"#read.list"}, []string{"#write.backfill", "#label"}},
		{"set the random seed to 42", []string{"#ml.training.seed"}, []string{"#ml.eval.variance"}},
		// Look-alikes in other senses.
		{"retrain the model from scratch", []string{"#execute.train"}, []string{"#delete.overwrite", "#db.table"}},
		{"rebuild the deck from scratch", nil, []string{"#delete.overwrite", "#db.table"}},
		{"edit the raw photos from the shoot", nil, []string{"#db.lake"}},
		{"rebuild the docker image layer", []string{"#container.image"}, []string{"#db.lake"}},
		{"squash the layers of the image", []string{"#container.image"}, nil},
		{"resize the disk partitions", nil, []string{"#db.table.partition"}},
		{"unload the dishwasher", nil, []string{"#data.export", "#send", "#access.external"}},
		{"seed the database with fixtures", nil, []string{"#ml.eval.variance", "#ml.training.seed"}},
		{"present the slides at the offsite", nil, []string{"#data.stats"}},
		{"mark the email as read", nil, []string{"#write.backfill", "#data.pipeline"}},
		{"freeze the first layers of the network", nil, []string{"#container.image", "#db.lake"}},
		{"export the report to PDF for the client", nil, []string{"#access.external"}},
		{"ship the package to the vendor", nil, []string{"#data.export"}},
		{"pick a seed for the shuffle", nil, []string{"#ml.eval.variance"}},
		{"mark the ticket as done", nil, []string{"#write.backfill", "#data.pipeline"}},
		{"re-run the failed tests", nil, []string{"#write.backfill"}},
		{"pay the vendor invoice", nil, []string{"#data.export", "#access.external"}},
	}
	checkConceptCases(t, a, tests)
}
