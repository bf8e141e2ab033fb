package text

import "testing"

// TestMore53Lexicon checks that lexicon/more53.txt gives a data-science and
// analytics agent's work the concepts of what it does (notebooks, warehouse
// SQL and its cost, prod vs sandbox schemas, ad-hoc SQL vs governed metric
// definitions, BI dashboards, charts and their colours and labels, SaaS
// metrics, means vs medians, outliers, A/B tests and their statistics,
// preprocessing fitted before the split, PII in outputs, external AI chat
// tools), and that its phrases stay out of look-alike texts, developer texts
// above all (arrays named arr, TDD's red-green-refactor, helm charts, Azure
// AD groups, the C preprocessor, splitting strings, cache "peeks").
func TestMore53Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Notebooks.
		{"restart the kernel and run all cells", []string{"#restart", "#execute", "#ml.notebook"}, nil},
		{"restart & run all before sharing the notebook", []string{"#restart", "#execute", "#ml.notebook"}, nil},
		{"papermill report.ipynb out.ipynb -p date 2024-01-01", []string{"#execute", "#ml.notebook"}, nil},
		{"the cells were run out of order so the kernel state is stale", []string{"#ml.notebook.state", "#ml.notebook"}, nil},
		{"open the hex project and add a markdown cell", []string{"#ml.notebook", "#write"}, nil},
		{"share the colab notebook link with the client", []string{"#send", "#doc.shared", "#ml.notebook"}, nil},
		// Warehouse SQL: SELECT *, filters, cost, CTAS and overwrites.
		{"SELECT * FROM analytics.events", []string{"#read.search", "#db.statement.select_star"}, nil},
		{"run a select * on the page_views table", []string{"#db.statement.select_star"}, nil},
		{"query the whole events table without a date filter", []string{"#read.search", "#mod.all", "#db.table"}, nil},
		{"add a filter on _PARTITIONTIME to the query", []string{"#mod.subset"}, nil},
		{"bq query --use_legacy_sql=false 'select count(1) from ds.orders'", []string{"#read.search", "#db.warehouse"}, nil},
		{"that query scanned 4 TB; check bytes billed first", []string{"#infra.cloud.cost.query", "#infra.cloud.cost"}, nil},
		{"set maximum_bytes_billed on the job", []string{"#write.config", "#infra.cloud.cost.query"}, nil},
		{"resize the snowflake warehouse to XL", []string{"#write.config", "#infra.cloud.cost.query", "#db.warehouse"}, nil},
		{"cancel the runaway snowflake query", []string{"#kill", "#infra.cloud.cost.query"}, nil},
		{"create table tmp_orders as select * from orders", []string{"#create", "#db.table"}, nil},
		{"CREATE OR REPLACE TABLE analytics.revenue AS SELECT 1", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		{"insert overwrite table daily_kpis select ...", []string{"#write", "#delete.overwrite", "#db.table"}, nil},
		// Prod vs sandbox schemas and dbt targets.
		{"write the results to the prod schema", []string{"#write", "#db.schema", "#env.prod"}, []string{"#env.dev"}},
		{"write the results to my sandbox schema", []string{"#write", "#db.schema", "#env.dev"}, []string{"#env.prod"}},
		{"save it in the scratch dataset", []string{"#db.schema", "#env.dev"}, nil},
		{"dbt run --target prod", []string{"#execute", "#data.pipeline", "#env.prod"}, nil},
		{"dbt build --target dev --select orders", []string{"#data.pipeline", "#env.dev"}, []string{"#env.prod"}},
		// Ad-hoc and copy-pasted SQL vs dbt models and metric definitions.
		{"copy-paste the revenue CTE into the dashboard query", []string{"#copy", "#db.statement.adhoc", "#db.statement"}, nil},
		{"write an ad-hoc query for churn", []string{"#db.statement.adhoc"}, nil},
		{"use the existing dbt model for revenue instead", []string{"#use", "#data.stats.definition"}, nil},
		{"define MRR in the semantic layer", []string{"#data.stats.definition", "#data.stats.revenue"}, nil},
		{"change the lookml measure for active users", []string{"#write", "#data.stats.definition"}, nil},
		// Dashboards and BI tools.
		{"update the looker dashboard", []string{"#write", "#web.dashboard.bi", "#web.dashboard"}, nil},
		{"edit the published tableau workbook", []string{"#write.edit", "#web.dashboard.bi", "#env.prod"}, []string{"#env.dev"}},
		{"duplicate the dashboard and edit the copy", []string{"#copy", "#web.dashboard.bi"}, nil},
		{"make the change in looker development mode", []string{"#web.dashboard.bi", "#env.dev"}, []string{"#env.prod"}},
		{"tabcmd publish sales.twbx --overwrite", []string{"#publish", "#web.dashboard.bi"}, nil},
		{"publish to web the power bi report", []string{"#publish", "#access.public", "#web.dashboard.bi"}, nil},
		{"refresh the extract in tableau", []string{"#execute", "#web.dashboard.bi"}, nil},
		{"share the metabase dashboard with the sales team", []string{"#send", "#web.dashboard.bi"}, nil},
		// Charts: colours, labels.
		{"make a bar chart of signups by week", []string{"#create", "#content.chart"}, nil},
		{"plot revenue over time with matplotlib", []string{"#content.chart"}, nil},
		{"use a red/green colormap for the chart", []string{"#content.chart.color.red_green", "#content.chart.color"}, []string{"#content.chart.color.accessible"}},
		{"cmap='RdYlGn' on the heatmap", []string{"#content.chart.color.red_green"}, nil},
		{"switch to the viridis colormap", []string{"#content.chart.color.accessible"}, []string{"#content.chart.color.red_green"}},
		{"use a colorblind-safe palette", []string{"#content.chart.color.accessible", "#content.accessibility"}, nil},
		{"add a title and date range to the chart", []string{"#write", "#content.chart.label", "#content.chart"}, nil},
		{"the y-axis is not labeled and the caption is missing", []string{"#content.chart.label"}, nil},
		// Metrics.
		{"compute MRR and NRR for Q3", []string{"#data.stats.revenue", "#data.stats"}, nil},
		{"put the ARR numbers in the board deck", []string{"#data.stats.revenue"}, nil},
		{"what's our LTV to CAC ratio", []string{"#data.stats.revenue"}, nil},
		{"the monthly churn number looks off", []string{"#customer.churn"}, nil},
		{"report the median instead of the mean", []string{"#data.stats.robust"}, nil},
		{"compute the average revenue per user", []string{"#data.stats.mean", "#data.stats.revenue"}, nil},
		{"use a trimmed mean for order value", []string{"#data.stats.robust"}, nil},
		{"df.groupby('plan').mean()", []string{"#data.stats.mean"}, nil},
		{"drop the outliers before computing the average", []string{"#delete", "#data.stats.outlier"}, nil},
		// Experiments and A/B tests.
		{"stop the a/b test early, it looks significant", []string{"#kill", "#deploy.feature_flag.experiment"}, nil},
		{"launch an a/b test on the pricing page", []string{"#create", "#deploy.feature_flag.experiment"}, nil},
		{"peek at the experiment results every day", []string{"#data.stats.significance.peeking", "#data.stats.significance"}, nil},
		{"ship the winning variant to everyone", []string{"#deploy", "#deploy.feature_flag.experiment"}, nil},
		{"check for sample ratio mismatch", []string{"#read.verify", "#deploy.feature_flag.experiment.srm"}, nil},
		{"report the p-value, effect size and confidence interval", []string{"#data.stats.significance"}, nil},
		{"the treatment group saw a 4% conversion lift", []string{"#deploy.feature_flag.experiment"}, nil},
		{"exclude the global holdout from the rollout", []string{"#deploy.feature_flag.experiment"}, nil},
		// ML hygiene.
		{"fit the scaler on the full dataset before the split", []string{"#execute.train", "#ml.preprocessing", "#data.split.leakage"}, nil},
		{"scaler.fit_transform(X) then train_test_split", []string{"#ml.preprocessing", "#data.split.leakage"}, nil},
		{"fit a SimpleImputer on the training split only", []string{"#execute.train", "#ml.preprocessing"}, nil},
		{"use a random shuffle split on the time series", []string{"#data.split"}, nil},
		{"set the random seed with np.random.default_rng(42)", []string{"#ml.training.seed"}, nil},
		{"df.sample(frac=0.1) for a quick look", []string{"#mod.subset"}, nil},
		// PII in outputs, aggregates, external AI tools.
		{"the notebook output shows customer emails", []string{"#ml.notebook.output", "#data.personal"}, nil},
		{"put user-level data in the slides", []string{"#data.personal", "#db.row"}, nil},
		{"only share aggregated counts with small cell suppression", []string{"#data.stats.aggregate"}, nil},
		{"paste the customer list into chatgpt", []string{"#expose", "#agent.model.external", "#agent.model"}, nil},
		{"upload the users csv to chatgpt to clean it", []string{"#agent.model.external", "#data.format.csv"}, nil},
		{"ask an external AI tool to summarize the churn data", []string{"#agent.model.external"}, nil},

		// Look-alikes that must not get these concepts.
		{"arr = np.array([1, 2, 3])", nil, []string{"#data.stats.revenue"}},
		{"sort the arr slice in place", nil, []string{"#data.stats.revenue"}},
		{"write a red-green-refactor cycle for the parser", []string{"#code.test"}, []string{"#content.chart.color.red_green"}},
		{"helm upgrade my-chart ./chart", nil, []string{"#content.chart"}},
		{"update the helm chart for the api", nil, []string{"#content.chart"}},
		{"share the patient chart with the specialist", nil, []string{"#content.chart"}},
		{"the plot of the movie was thin", nil, []string{"#content.chart"}},
		{"the average person sleeps 8 hours", nil, []string{"#data.stats.mean"}},
		{"what do you mean by that", nil, []string{"#data.stats.mean"}},
		{"create a test group in azure ad", nil, []string{"#deploy.feature_flag.experiment"}},
		{"split the test suite across runners", nil, []string{"#deploy.feature_flag.experiment"}},
		{"split the bill with sam", nil, []string{"#data.split", "#data.split.leakage"}},
		{"normalize the path and split it on slashes", nil, []string{"#data.split.leakage"}},
		{"fix the c preprocessor macro", nil, []string{"#ml.preprocessing"}},
		{"peek at the queue head", nil, []string{"#data.stats.significance.peeking"}},
		{"peek at the test results in ci", nil, []string{"#data.stats.significance.peeking"}},
		{"grok the codebase before editing", nil, []string{"#agent.model.external"}},
		{"report perplexity on the eval set", nil, []string{"#agent.model.external"}},
		{"cancel the postgres query that hangs", nil, []string{"#infra.cloud.cost.query"}},
		{"explain the query plan for the slow join", nil, []string{"#infra.cloud.cost.query"}},
		{"declare a winner of the giveaway", nil, []string{"#deploy.feature_flag.experiment"}},
		{"pick a winner for the raffle", nil, []string{"#deploy.feature_flag.experiment"}},
		{"set up a superset of the typescript types", nil, []string{"#web.dashboard.bi"}},
		{"check the grafana dashboard for errors", []string{"#web.dashboard"}, []string{"#web.dashboard.bi"}},
		{"show logs from the last 7 days", nil, []string{"#mod.subset"}},
		{"add my cell number to the contact card", nil, []string{"#ml.notebook"}},
		{"enable hive bucketing on the table", nil, []string{"#deploy.feature_flag.experiment"}},
		{"register for the conference pre-registration", nil, []string{"#deploy.feature_flag.experiment"}},
		{"the DDD aggregates live in the domain package", nil, []string{"#data.stats.aggregate"}},
		{"restart the web server", nil, []string{"#ml.notebook"}},
		{"p99 latency went up", nil, []string{"#data.stats.robust", "#data.stats.significance"}},
		{"TypeError: cannot read property of undefined", nil, []string{"#data.stats.significance"}},
		{"target prod cluster for the deploy", nil, []string{"#data.pipeline"}},
	}
	checkConceptCases(t, a, tests)
}
