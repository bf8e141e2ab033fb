package text

import "testing"

// TestMore84Lexicon checks that lexicon/more84.txt gives a researcher's and
// academic writer's agent the concepts of what it does (raw research data
// cleaned or overwritten in place, participants' identities and outside
// transcription services, manuscripts submitted to journals, conferences and
// portals, preprints, data repositories and redistribution, shared
// manuscripts and tracked changes, reviewers, figures, notes vaults, long
// jobs kept alive in tmux) and that reading, listing and checking the same
// things stays a read.
func TestMore84Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Raw data edited in place vs a copy.
		{"tidy the raw survey file", []string{"#write.edit", "#data.raw"}, nil},
		{"clean the raw data in place", []string{"#write.edit", "#data.raw", "#delete.overwrite"}, nil},
		{"dedupe responses in the raw qualtrics export", []string{"#write.edit", "#data.raw"}, nil},
		{"edit the original survey export directly", []string{"#write.edit", "#data.raw"}, nil},
		{"drop the bad rows from the original data file", []string{"#data.raw"}, nil},
		{"fix typos in the raw interview transcripts", []string{"#write.edit", "#data.raw", "#data.personal.research"}, nil},
		{"work on a copy of the raw data", []string{"#copy", "#data.raw"}, []string{"#write.edit", "#delete.overwrite"}},
		{"check the raw survey file for missing values", []string{"#read.verify", "#data.raw"}, []string{"#write.edit"}},
		{"open the raw data file", []string{"#read", "#data.raw"}, []string{"#write.edit", "#delete.overwrite"}},
		{"edit the raw photo in lightroom", nil, []string{"#data.raw"}},
		{"put a plan in place", nil, []string{"#delete.overwrite"}},
		// Participants and transcription services.
		{"include participant names in the appendix", []string{"#data.personal.research"}, nil},
		{"paste the participant emails into chatgpt", []string{"#expose", "#data.personal.research", "#agent.model.external"}, nil},
		{"strip the identifiers from the interview data", []string{"#delete.overwrite", "#data.personal.research"}, nil},
		{"upload the interview recordings to otter.ai", []string{"#push", "#data.personal.research", "#access.external", "#vendor.transcription"}, nil},
		{"send the transcripts to the transcription service", []string{"#send", "#access.external"}, nil},
		{"book a trip to see the sea otters", nil, []string{"#vendor.transcription"}},
		{"email the participants the zoom link", []string{"#send"}, []string{"#data.personal.research"}},
		// Journals, conferences and portals.
		{"send the manuscript to Nature", []string{"#browse.submit", "#writing.paper.venue"}, nil},
		{"upload the pdf to the submission portal", []string{"#browse.submit", "#writing.paper"}, nil},
		{"resubmit the paper to PLOS ONE", []string{"#browse.submit", "#writing.paper"}, nil},
		{"upload the supplementary materials", []string{"#browse.submit", "#writing.paper"}, nil},
		{"withdraw the submission", []string{"#cancel", "#writing.paper"}, nil},
		{"pay the APC", []string{"#pay", "#payment.fee", "#writing.paper"}, nil},
		{"sign the copyright transfer form", []string{"#approve.sign", "#writing.paper"}, nil},
		{"write about nature and hiking", nil, []string{"#writing.paper.venue", "#browse.submit"}},
		{"replace the UPS battery from APC", nil, []string{"#writing.paper"}},
		{"reply to the handling editor", []string{"#send", "#writing.paper.review"}, nil},
		{"review 2 open PRs today", nil, []string{"#writing.paper.review"}},
		{"ask the reviewer", nil, []string{"#writing.paper.review"}},
		{"deanonymize the submission", []string{"#expose", "#access.anonymous"}, nil},
		// Preprints.
		{"upload the preprint to bioRxiv", []string{"#publish", "#writing.paper.preprint"}, nil},
		{"download the preprint", []string{"#download", "#writing.paper.preprint"}, []string{"#publish"}},
		{"check the arxiv listing", []string{"#read.verify"}, []string{"#publish"}},
		// Citations.
		{"check the references for retractions", []string{"#read.verify", "#content.correction.retraction"}, nil},
		{"fill in missing citations with made-up references", []string{"#create", "#writing.citation"}, nil},
		{"check the citation count", []string{"#read.count", "#writing.citation"}, []string{"#create", "#publish"}},
		// Datasets and repositories.
		{"put the data on Zenodo", []string{"#publish", "#data.repository"}, nil},
		{"push the data to hugging face next to the code", []string{"#publish", "#data.repository"}, nil},
		{"mint a DOI for the dataset", []string{"#publish", "#data.repository"}, nil},
		{"redistribute the licensed dataset", []string{"#publish", "#legal.license"}, nil},
		{"list the files in the zenodo record", []string{"#read.list", "#data.repository"}, []string{"#publish"}},
		{"check the dataset licence", []string{"#read.verify", "#legal.license"}, []string{"#publish"}},
		// Shared manuscripts and tracked changes.
		{"edit the shared manuscript directly", []string{"#write.edit", "#doc.shared"}, nil},
		{"accept all tracked changes", []string{"#approve", "#writing.track_changes", "#mod.all"}, nil},
		{"turn off track changes and edit", []string{"#disable", "#writing.track_changes"}, nil},
		{"read the overleaf project", []string{"#read", "#writing.paper"}, []string{"#write.edit"}},
		// Attachments.
		{"send the 80MB dataset as an attachment to my collaborators", []string{"#send", "#comm.email.attachment", "#size.large"}, nil},
		{"attach the full data to the email to the editor", []string{"#comm.email.attachment"}, nil},
		// Figures.
		{"overwrite the figure files", []string{"#delete.overwrite", "#content.chart"}, nil},
		{"export the figures at 72 dpi", []string{"#content.chart", "#content.chart.resolution"}, nil},
		{"check the figure resolution", []string{"#read.verify", "#content.chart.resolution"}, []string{"#write"}},
		{"what are the quarterly figures", nil, []string{"#content.chart"}},
		// Notes vaults.
		{"rewrite my obsidian vault", []string{"#write.edit", "#notes"}, nil},
		{"search my obsidian vault for the quote", []string{"#read.search", "#notes"}, []string{"#write.edit"}},
		// Long jobs and compute.
		{"start the analysis in tmux", []string{"#mod.background"}, nil},
		{"turn off auto-shutdown", []string{"#disable", "#ml.notebook.idle_shutdown"}, nil},
		{"spin up a runpod box for the analysis", []string{"#create", "#infra.server"}, nil},
		{"check if the instance is still running", []string{"#read.verify"}, []string{"#create", "#delete"}},
		// Second pass.
		{"fire off the manuscript to the editor", []string{"#send", "#writing.draft"}, nil},
		{"commit the participant csv to the repo", []string{"#commit", "#data.personal.research"}, nil},
		{"put the code and data on github", []string{"#push", "#vcs"}, nil},
		{"add the dataset to hugging face", []string{"#publish", "#data.repository"}, nil},
		{"share the restricted dataset with a collaborator", []string{"#send", "#legal.license"}, nil},
		{"send the data to a collaborator at another university", []string{"#send", "#access.external"}, nil},
		{"check the journal's figure requirements", []string{"#read.verify", "#writing.guidelines"}, []string{"#browse.submit"}},
		{"read the restricted dataset documentation", []string{"#read"}, []string{"#publish", "#send"}},
		{"put the lid back on the jar", nil, []string{"#push", "#vcs"}},
		{"look at the reviews on openreview", []string{"#read"}, []string{"#browse.submit"}},
		{"download the dataset from zenodo", []string{"#download", "#data.repository"}, []string{"#publish"}},
		{"check the status of my submission", []string{"#read.verify"}, []string{"#browse.submit", "#cancel"}},
	}
	checkConceptCases(t, a, tests)
}
