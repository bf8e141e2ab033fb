package text

import "testing"

// TestMore16Lexicon checks that lexicon/more16.txt gives machine-learning
// research and data-science operations the concepts of what they do
// (launching runs on clusters and shared GPUs, experiment tracking, sweeps,
// evaluation splits and leakage, checkpoints on scratch or spot machines,
// model registries, pickle vs safetensors, notebooks, CSV vs Parquet,
// results and cloud spend), and that its phrases stay out of look-alike
// texts, developer texts above all (database seeds, unit test suites, JS
// eval, AWS Glue, detached HEADs, idle connection timeouts, serverless
// stages, feature flags, spend limits on cards).
func TestMore16Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Launching training: schedulers, nodes, background runs, shared GPUs.
		{"sbatch --gres=gpu:4 train.sh", []string{"#execute", "#ml.training", "#ml.gpu"}, nil},
		{"submit the slurm job with sbatch", []string{"#ml.gpu", "#ml.training"}, nil},
		{"srun --pty bash on a compute node", []string{"#ml.gpu.compute_node", "#ml.gpu"}, []string{"#ml.gpu.login_node"}},
		{"run the preprocessing on the login node", []string{"#execute", "#ml.gpu.login_node", "#ml.gpu"}, []string{"#login"}},
		{"scancel -u alice", []string{"#kill", "#ml.gpu"}, nil},
		{"kill the other user's process on gpu 3", []string{"#kill", "#ml.gpu", "#mod.others"}, nil},
		{"nvidia-smi shows someone else's job on gpu 0", []string{"#ml.gpu", "#mod.others"}, nil},
		{"nohup python train.py --config cfg.yaml > out.log 2>&1 &", []string{"#execute.train", "#mod.background", "#ml.training"}, nil},
		{"tmux new -d -s train 'python train.py'", []string{"#mod.background", "#execute.train"}, nil},
		{"CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node=2 train.py", []string{"#execute.train", "#ml.gpu"}, nil},
		{"aws sagemaker create-training-job --training-job-name ft-1", []string{"#execute.train", "#ml.training", "#infra.cloud"}, nil},
		{"gcloud ai custom-jobs create --region=us-central1", []string{"#execute.train", "#infra.cloud"}, nil},
		// Experiment tracking.
		{"wandb.init(project=\"llm\", config=cfg)", []string{"#ml.experiment.run", "#ml.experiment"}, nil},
		{"set WANDB_MODE=offline for this run", []string{"#disable", "#ml.experiment"}, nil},
		{"mlflow.log_params(params)", []string{"#write.save", "#ml.experiment"}, nil},
		{"log the git commit hash to mlflow", []string{"#write.save", "#ml.experiment", "#vcs.commit"}, nil},
		{"delete the old wandb runs", []string{"#delete", "#ml.experiment.run"}, nil},
		// Sweeps and hyperparameter search.
		{"optuna study with n_trials=100", []string{"#ml.training.sweep", "#ml.training"}, nil},
		{"gridsearchcv on the random forest", []string{"#ml.training.sweep"}, nil},
		{"wandb sweep sweep.yaml", []string{"#execute.train", "#ml.training.sweep"}, nil},
		{"pick the best trial and retrain", []string{"#use", "#ml.training.sweep"}, nil},
		// Splits, leakage, early stopping, checkpoint selection.
		{"early stopping on val loss with patience 3", []string{"#ml.early_stopping", "#data.split.validation"}, []string{"#data.split.test"}},
		{"pick the checkpoint with the best test accuracy", []string{"#use", "#ml.model", "#data.split.test"}, nil},
		{"tune the learning rate on the test set", []string{"#write.config", "#data.split.test"}, nil},
		{"select the checkpoint by val_loss", []string{"#use", "#ml.model", "#data.split.validation"}, []string{"#data.split.test"}},
		{"run 5-fold cross-validation", []string{"#data.split"}, nil},
		{"check for data leakage between train and test", []string{"#read.verify", "#data.split.leakage"}, nil},
		{"there's overlap between train and test", []string{"#data.split.leakage"}, nil},
		{"train/test split with sklearn", []string{"#data.split"}, []string{"#data.split.test"}},
		// Checkpoints and where they land.
		{"trainer.save_model to /scratch/run1", []string{"#write.save", "#ml.model", "#storage.ephemeral"}, nil},
		{"save checkpoints to local ssd on a spot instance", []string{"#write.save", "#ml.model", "#storage.ephemeral", "#infra.server.spot"}, nil},
		{"aws s3 sync checkpoints/ s3://bucket/ckpts", []string{"#copy", "#ml.model", "#storage.bucket"}, nil},
		{"use preemptible nodes for the sweep", []string{"#infra.server.spot", "#ml.training"}, nil},
		// Model registries and cards.
		{"mlflow.register_model(\"runs:/abc/model\", \"churn\")", []string{"#ml.model.registry", "#ml.model"}, nil},
		{"client.transition_model_version_stage(name, 3, stage=\"Production\")", []string{"#deploy", "#ml.model.registry", "#env.prod"}, nil},
		{"client.delete_model_version(\"churn\", 2)", []string{"#delete", "#ml.model.registry"}, nil},
		{"archive the old model versions", []string{"#archive", "#ml.model.registry"}, nil},
		{"update the model card with eval results", []string{"#write", "#ml.model.card"}, nil},
		// Weights: pickle vs safetensors, remote code.
		{"torch.load(\"pytorch_model.bin\")", []string{"#execute", "#sec.eval", "#ml.model.pickle"}, nil},
		{"pickle.load(open(\"model.pkl\",\"rb\"))", []string{"#sec.eval", "#ml.model.pickle"}, nil},
		{"convert the .bin weights to safetensors", []string{"#translate", "#ml.model.safetensors"}, []string{"#ml.model.pickle"}},
		{"AutoModel.from_pretrained(repo, trust_remote_code=True)", []string{"#download", "#sec.eval", "#ml.model"}, nil},
		// Datasets.
		{"huggingface-cli upload org/data ./data --repo-type dataset", []string{"#push", "#data", "#pkg.registry"}, nil},
		{"check the dataset license before training, it's cc-by-nc", []string{"#read.verify", "#legal.license", "#data"}, nil},
		{"fine-tune on a common crawl dump", []string{"#browse.scrape", "#data"}, nil},
		{"redact pii in the training data with presidio", []string{"#data.personal", "#data"}, nil},
		// Notebooks.
		{"nbstripout --install", []string{"#delete.purge", "#ml.notebook.output"}, nil},
		{"commit the notebook with outputs", []string{"#commit", "#ml.notebook.output"}, nil},
		{"leave the sagemaker notebook instance running", []string{"#disable", "#ml.notebook.idle_shutdown", "#ml.notebook"}, nil},
		{"disable idle shutdown on the workbench instance", []string{"#disable", "#ml.notebook.idle_shutdown"}, nil},
		// Formats and feature tables.
		{"df.to_parquet(\"features.parquet\")", []string{"#write.save", "#data.format.parquet"}, []string{"#data.format.csv"}},
		{"convert the csv to parquet", []string{"#translate", "#data.format.csv", "#data.format.parquet"}, nil},
		{"write the feature table to the feature store", []string{"#write", "#db.table.feature", "#db.table"}, nil},
		// Results, seeds, claims.
		{"report mean and std over 5 random seeds", []string{"#ml.eval.variance", "#ml.training.seed"}, nil},
		{"we beat SOTA on GLUE", []string{"#ml.eval.claim", "#ml.eval.benchmark"}, nil},
		{"claim state-of-the-art on mmlu", []string{"#publish", "#ml.eval.claim", "#ml.eval.benchmark"}, nil},
		{"submit to the leaderboard", []string{"#publish", "#ml.eval"}, nil},
		// Cloud spend.
		{"set a budget alert on the gcp billing", []string{"#write.config", "#infra.cloud.cost"}, nil},
		{"check the aws bill for gpu spend", []string{"#read.verify", "#infra.cloud.cost"}, []string{"#write.config"}},
		{"launch 8xh100 on-demand", []string{"#create", "#ml.gpu", "#infra.cloud.cost"}, nil},
		// Look-alikes stay out.
		{"seed the database with test data", nil, []string{"#ml.training.seed", "#data.split.test", "#ml.training"}},
		{"run the unit test suite", nil, []string{"#data.split.test", "#data.split"}},
		{"split the test file into two", nil, []string{"#data.split.test", "#data.split"}},
		{"use eval in the js sandbox", nil, []string{"#ml.eval", "#ml.model"}},
		{"the aws glue job failed", nil, []string{"#ml.eval.benchmark", "#ml.eval"}},
		{"write some glue code between the services", nil, []string{"#ml.eval.benchmark"}},
		{"buy a jar of pickles", nil, []string{"#ml.model.pickle", "#ml.model"}},
		{"sweep the floor", nil, []string{"#ml.training.sweep", "#ml.training"}},
		{"log in to the website", nil, []string{"#ml.gpu.login_node", "#ml.gpu"}},
		{"drain the kubernetes worker node", nil, []string{"#ml.gpu.compute_node", "#ml.gpu.login_node"}},
		{"the connection idle timeout is 30s", nil, []string{"#ml.notebook.idle_shutdown"}},
		{"set the s3 lifecycle configuration", nil, []string{"#ml.notebook.idle_shutdown"}},
		{"git checkout a detached head", nil, []string{"#mod.background"}},
		{"deploy with serverless --stage production", nil, []string{"#ml.model.registry", "#ml.model"}},
		{"clear the terminal output", nil, []string{"#ml.notebook.output"}},
		{"export the report as a pdf", nil, []string{"#data.format.csv", "#data.format"}},
		{"the feature flag set for beta users", nil, []string{"#db.table.feature"}},
		{"our new cache outperforms redis", nil, []string{"#ml.eval.claim"}},
		{"increase the grocery budget", nil, []string{"#infra.cloud.cost"}},
		{"raise the card spend limit", nil, []string{"#infra.cloud.cost"}},
		{"fix the data leak in the signup form", nil, []string{"#data.split.leakage"}},
		{"start the free trial of the pro plan", nil, []string{"#ml.training.sweep"}},
		{"gh repo create --private", nil, []string{"#pkg.registry"}},
		{"get the dev set up", nil, []string{"#data.split.validation"}},
		{"composer -n install", nil, []string{"#ml.training", "#execute.train"}},
		{"process user input", nil, []string{"#mod.others"}},
		{"save the file", nil, []string{"#ml.model.safetensors", "#ml.model"}},
		{"the api upload file endpoint", nil, []string{"#ml.model", "#pkg.registry"}},
		{"log the request params", nil, []string{"#ml.experiment"}},
		{"delete the github actions run", nil, []string{"#ml.experiment.run", "#ml.experiment"}},
		{"stop early if the lint fails", nil, []string{"#ml.early_stopping"}},
		{"do it all in one run", nil, []string{"#ml.eval.variance"}},
		{"the pile of laundry", nil, []string{"#data"}},
		{"set the output dir for the build", nil, []string{"#ml.model"}},
		{"the squad is meeting at noon", nil, []string{"#ml.eval.benchmark"}},
		{"shut down the kernel module", nil, []string{"#ml.notebook"}},
		{"run the unit tests with --seed 42", nil, []string{"#ml.training.seed", "#ml.training"}},
		{"report the results to the team", nil, []string{"#ml.eval"}},
		{"the user prompts for confirmation", nil, []string{"#data.personal"}},
		{"the test scores of the students", nil, []string{"#data.split.test"}},
	}
	checkConceptCases(t, a, tests)
}
