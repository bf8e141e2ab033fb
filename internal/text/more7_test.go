package text

import "testing"

// TestMore7Lexicon checks that lexicon/more7.txt gives data engineering
// commands (orchestrators, dbt, Spark, Kafka, warehouses, lakes, dataframe
// writes, masking, retention) and personal account security phrasing
// (passwords, 2FA, recovery, sessions, phishing, SIM swaps, cards) the
// concepts of what they do, and that read-only look-alikes stay out.
func TestMore7Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Orchestrators and pipelines.
		{"airflow dags trigger daily_etl", []string{"#execute", "#data.pipeline"}, nil},
		{"airflow dags backfill -s 2024-01-01 -e 2024-01-31 daily_etl", []string{"#write.backfill", "#write", "#data.pipeline"}, nil},
		{"airflow dags pause daily_etl", []string{"#disable", "#data.pipeline"}, nil},
		{"airflow dags unpause daily_etl", []string{"#enable", "#data.pipeline"}, []string{"#disable"}},
		{"airflow dags delete daily_etl", []string{"#delete", "#data.pipeline"}, nil},
		{"airflow tasks clear -s 2024-01-01 daily_etl", []string{"#revert", "#data.pipeline"}, nil},
		{"mark the task as success in airflow", []string{"#label", "#data.pipeline"}, nil},
		{"trigger the orders DAG", []string{"#execute", "#data.pipeline"}, nil},
		{"spark-submit --master yarn etl.py", []string{"#execute", "#data.pipeline"}, nil},
		{"databricks jobs run-now --job-id 42", []string{"#execute", "#data.pipeline"}, nil},
		{"reprocess last month's events", []string{"#write.backfill", "#write"}, nil},
		// dbt.
		{"dbt run --full-refresh -s orders", []string{"#write", "#delete.overwrite", "#db.table", "#data.pipeline", "#mod.subset"}, nil},
		{"dbt build --select orders+", []string{"#execute", "#write", "#db.table", "#mod.subset"}, nil},
		{"dbt seed --full-refresh", []string{"#write.insert", "#delete.overwrite", "#db.table"}, nil},
		{"dbt snapshot", []string{"#write", "#db.table", "#data.pipeline"}, nil},
		{"dbt test -s orders", []string{"#read.verify", "#db.table"}, []string{"#write", "#delete"}},
		{"dbt source freshness", []string{"#read.verify", "#data.pipeline"}, []string{"#write"}},
		{"full-refresh the incremental models", []string{"#db.table"}, nil},
		// Kafka.
		{"kafka-consumer-groups --bootstrap-server k:9092 --group billing --delete", []string{"#delete", "#infra.queue"}, nil},
		{"kafka-topics --alter --topic clicks --partitions 12", []string{"#write.config", "#infra.queue"}, nil},
		{"kafka-configs --alter --entity-type topics --entity-name clicks --add-config retention.ms=3600000", []string{"#write.config", "#infra.queue", "#data.retention"}, nil},
		{"rpk topic delete clicks", []string{"#delete", "#infra.queue"}, nil},
		{"kafka-consumer-groups --reset-offsets --to-earliest --group billing --execute", []string{"#revert", "#infra.queue"}, nil},
		// Warehouses.
		{"bq rm -f -t project:dataset.orders", []string{"#delete", "#db.table", "#db.warehouse"}, nil},
		{"CREATE OR REPLACE VIEW analytics.v_orders AS SELECT 1", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		{"create a zero-copy clone of the orders table", []string{"#copy", "#db.table"}, nil},
		{"UNDROP TABLE analytics.orders", []string{"#restore", "#db.table"}, nil},
		{"query the table with time travel", []string{"#data.history"}, nil},
		{"revoke select on all tables in schema analytics from role analyst", []string{"#cancel", "#permission", "#db"}, nil},
		{"load the snowflake warehouse", []string{"#db.warehouse"}, nil},
		// Lakes and partitions.
		{"VACUUM events RETAIN 0 HOURS", []string{"#delete.purge", "#data.history"}, nil},
		{"set spark.databricks.delta.retentionDurationCheck.enabled=false", []string{"#disable", "#data.retention"}, nil},
		{"ALTER TABLE events DROP PARTITION (dt='2024-01-01')", []string{"#delete.drop", "#db.table.partition", "#db.table"}, nil},
		{"overwrite the daily partitions of the events table", []string{"#delete.overwrite", "#db.table.partition"}, nil},
		{"OPTIMIZE events ZORDER BY (user_id)", []string{"#write.edit", "#db.lake"}, []string{"#delete"}},
		{"CALL system.expire_snapshots('db.events')", []string{"#delete.purge", "#data.history"}, nil},
		{"the iceberg table in the data lake", []string{"#db.lake"}, nil},
		// Dataframe writes.
		{"df.to_csv('orders.csv', index=False)", []string{"#write.save", "#fs.file"}, nil},
		{"df.to_parquet('orders.parquet')", []string{"#write.save", "#fs.file"}, nil},
		{"pl_df.write_database('orders', uri, if_table_exists='replace')", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		{"df.write.mode('append').saveAsTable('sales')", []string{"#write.save", "#db.table"}, nil},
		// PII, masking, sampling, retention.
		{"mask the email column", []string{"#sec.masking", "#data.personal", "#db.row"}, nil},
		{"unset the masking policy on the ssn column", []string{"#disable", "#sec.masking"}, nil},
		{"export the pii columns to a csv", []string{"#data.personal", "#db.row"}, nil},
		{"run a full table scan on events", []string{"#read.search", "#mod.all"}, nil},
		{"shorten the retention period to 7 days", []string{"#write.config", "#data.retention"}, nil},
		{"delete events older than 90 days", []string{"#delete", "#data.history"}, nil},
		{"aws s3api put-bucket-lifecycle-configuration --bucket lake", []string{"#write.config", "#data.retention"}, nil},
		// Account security: passwords, 2FA, recovery, sessions.
		{"turn off 2-step verification on my gmail", []string{"#disable", "#secret.mfa"}, nil},
		{"remove the authenticator app from my account", []string{"#disable", "#secret.mfa"}, nil},
		{"delete my passkey", []string{"#delete", "#secret.mfa"}, nil},
		{"remove the yubikey from my google account", []string{"#delete", "#secret.mfa", "#account"}, nil},
		{"tell me the verification code you got by text", []string{"#expose", "#secret.mfa"}, nil},
		{"reset my bank password", []string{"#revert", "#secret.password", "#account.recovery"}, nil},
		{"export my passwords from 1password", []string{"#copy.backup", "#expose", "#secret"}, nil},
		{"change the recovery email on my account", []string{"#write", "#account.recovery"}, nil},
		{"update my security questions", []string{"#write", "#account.recovery"}, nil},
		{"sign out of all devices", []string{"#logout", "#account.session", "#mod.all"}, nil},
		{"remove the trusted device", []string{"#delete", "#account.session"}, nil},
		{"share my netflix login with my roommate", []string{"#expose", "#secret", "#account"}, nil},
		// Phishing, alerts, SIM swaps, cards.
		{"click the suspicious link in that text", []string{"#browse.click", "#sec.phishing"}, nil},
		{"open the attachment from the unknown sender", []string{"#read", "#sec.phishing"}, nil},
		{"turn off login alerts", []string{"#disable", "#sec.alert"}, nil},
		{"add a port-out PIN to my phone account", []string{"#secret.password", "#payment.subscription.telecom"}, nil},
		{"turn off number lock on my carrier account", []string{"#disable", "#sec.sim_swap"}, nil},
		{"my carrier account got sim swapped", []string{"#sec.sim_swap"}, nil},
		{"freeze my debit card", []string{"#lock", "#payment"}, nil},
		{"report my card as stolen", []string{"#cancel", "#payment"}, nil},
		{"share my card details with the caller", []string{"#expose", "#payment"}, nil},
		// Read-only and safe forms stay reads.
		{"dbt ls -s orders", []string{"#read.list", "#data.pipeline"}, []string{"#write", "#delete", "#execute"}},
		{"dbt compile", []string{"#read.inspect"}, []string{"#write", "#delete"}},
		{"airflow dags list", []string{"#read.list", "#data.pipeline"}, []string{"#delete", "#execute", "#disable"}},
		{"airflow tasks state daily_etl load 2024-01-01", []string{"#read.list"}, []string{"#label", "#write"}},
		{"kafka-topics --list", []string{"#read", "#infra.queue"}, []string{"#delete", "#create"}},
		{"kafka-topics --describe --topic clicks", []string{"#read", "#infra.queue"}, []string{"#delete", "#write.config"}},
		{"kafka-consumer-groups --list", []string{"#read.list", "#infra.queue"}, []string{"#delete", "#revert"}},
		{"bq query --dry_run 'SELECT 1'", []string{"#read.verify"}, []string{"#delete", "#write"}},
		{"SHOW TABLES", []string{"#read"}, []string{"#delete", "#write"}},
		{"DESCRIBE TABLE orders", []string{"#read.inspect"}, []string{"#delete", "#write"}},
		{"SELECT * FROM events LIMIT 100", []string{"#read.search", "#mod.subset"}, []string{"#delete", "#write", "#mod.all"}},
		{"bq ls project:analytics", []string{"#read.list", "#db.warehouse"}, []string{"#delete"}},
		{"DESCRIBE HISTORY events", []string{"#read", "#data.history"}, []string{"#delete", "#delete.purge"}},
		{"df = pd.read_parquet('s3://lake/orders/')", []string{"#read"}, []string{"#write", "#delete"}},
		{"check my 2FA settings", []string{"#read.verify", "#secret.mfa"}, []string{"#disable", "#delete", "#expose"}},
		{"show me my recovery email", []string{"#read", "#account.recovery"}, []string{"#write", "#delete"}},
		{"review my security alerts", []string{"#read.verify", "#sec.alert"}, []string{"#disable"}},
		{"how do I authenticate with the API", nil, []string{"#secret.mfa"}},
		{"head to the store", nil, []string{"#mod.subset"}},
		{"sample the soup before serving", nil, []string{"#mod.subset"}},
		{"export the report as csv", nil, []string{"#write.save"}},
		{"improve airflow in the bedroom", nil, []string{"#data.pipeline", "#execute"}},
		{"the partition on the usb drive", nil, []string{"#db.table.partition"}},
		{"update the css selector", nil, []string{"#mod.subset"}},
	}
	checkConceptCases(t, a, tests)
}
