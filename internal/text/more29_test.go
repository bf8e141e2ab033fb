package text

import "testing"

// TestMore29Lexicon checks that lexicon/more29.txt gives the work of an
// academic researcher, a journalist and a video or podcast producer the
// concepts of what it does (papers, preprints, peer review and anonymity,
// credit, citations, plagiarism, research ethics, embargoes, corrections,
// sources, CMS publishing, licensing, footage, monetization, copyright
// claims), and that its phrases stay out of look-alike texts, developer
// texts above all (code review, source code, packages, tags, artifacts,
// ffmpeg flags, RL episodes, JWT and PVC claims, Go retractions).
func TestMore29Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Papers, preprints and submissions.
		{"post the preprint to arxiv tonight", []string{"#publish", "#writing.paper.preprint", "#writing.paper"}, nil},
		{"put the paper up on biorxiv", []string{"#publish", "#writing.paper.preprint"}, nil},
		{"submit the camera-ready to openreview", []string{"#browse.submit", "#writing.paper"}, nil},
		{"submit the manuscript to the journal", []string{"#browse.submit", "#writing.paper"}, nil},
		{"withdraw our submission from ICML", []string{"#cancel", "#writing.paper"}, nil},
		{"upload the revised manuscript to scholarone", []string{"#browse.submit", "#writing.paper"}, nil},
		// Peer review and anonymity.
		{"write the referee report for the Nature manuscript", []string{"#write.draft", "#writing.paper.review"}, nil},
		{"share the paper I'm reviewing with my labmate", []string{"#send", "#writing.paper.review"}, nil},
		{"submit the rebuttal before friday", []string{"#browse.submit", "#writing.paper.review"}, nil},
		{"keep the manuscript anonymous for double-blind review", []string{"#access.anonymous", "#writing"}, nil},
		{"add the author names to the neurips submission", []string{"#expose", "#access.anonymous", "#writing.paper"}, nil},
		{"remove author names from the manuscript", []string{"#write.edit", "#access.anonymous"}, nil},
		// Authorship and credit.
		{"move Priya to the top of the author order", []string{"#content.credit"}, nil},
		{"change the author order on the paper", []string{"#write", "#content.credit"}, nil},
		{"email the co-authors before submitting", []string{"#send", "#person.coauthor"}, nil},
		{"credit the photographer in the caption", []string{"#write.cite", "#content.credit"}, nil},
		{"update the byline", []string{"#write", "#content.credit"}, nil},
		// Citations and plagiarism.
		{"export the bibtex from zotero", []string{"#writing.citation"}, nil},
		{"cite the preprint in the related work section", []string{"#write.cite", "#writing.citation"}, nil},
		{"run the draft through ithenticate", []string{"#read.verify", "#writing.plagiarism"}, nil},
		{"reuse text from our previous paper in the intro", []string{"#copy", "#writing.plagiarism"}, nil},
		// Research ethics and participants' data.
		{"get IRB approval before recruiting participants", []string{"#approve", "#legal.ethics"}, nil},
		{"submit the irb amendment for the new survey", []string{"#browse.submit", "#legal.ethics"}, nil},
		{"upload the interview transcripts to osf", []string{"#push", "#data.repository", "#data.personal.research", "#data.personal"}, nil},
		{"de-identify the interview transcripts before sharing", []string{"#delete.overwrite", "#data.personal.research"}, nil},
		{"email the participant list to the RA", []string{"#send", "#data.personal.research"}, nil},
		{"deposit the replication package in zenodo", []string{"#publish", "#data.repository"}, nil},
		{"backdate the lab notebook entry", []string{"#write.edit", "#notes.lab", "#notes"}, nil},
		// Grants and letters.
		{"change the grant budget to move money to travel", []string{"#write", "#finance.grant", "#finance.budget"}, nil},
		{"submit the nsf proposal through research.gov", []string{"#browse.submit", "#finance.grant"}, nil},
		{"write a recommendation letter for Ana", []string{"#write.draft", "#writing.draft.recommendation"}, nil},
		{"email the recommendation letter to the student", []string{"#send", "#writing.draft.recommendation"}, nil},
		{"book a room for the thesis defense", []string{"#cal.meeting"}, nil},
		// Embargoes, corrections and retractions.
		{"publish the story before the embargo lifts", []string{"#publish", "#content.embargo"}, nil},
		{"share the embargoed press release on twitter", []string{"#expose", "#content.embargo"}, nil},
		{"issue a correction on the article", []string{"#publish", "#content.correction"}, nil},
		{"quietly edit the published article", []string{"#write.edit", "#content.correction", "#content.post"}, nil},
		{"retract the paper", []string{"#delete", "#content.correction.retraction"}, nil},
		{"unpublish the story", []string{"#delete", "#content.correction.retraction"}, nil},
		// Journalism: sources, off the record, fact checks, legal.
		{"name the anonymous source in the article", []string{"#access.anonymous", "#person.source"}, nil},
		{"forward the whistleblower's email to legal", []string{"#send", "#person.source"}, nil},
		{"quote what the mayor said off the record", []string{"#access.off_record"}, nil},
		{"fact-check the story before it goes out", []string{"#read.verify", "#writing.citation"}, nil},
		{"tidy up the quote from the interview", []string{"#write.edit", "#writing.quote"}, nil},
		{"the piece could be defamatory, get a legal read", []string{"#legal.defamation", "#legal"}, nil},
		{"file a FOIA request with the EPA", []string{"#browse.submit", "#legal.foia"}, nil},
		// CMS publishing and headlines.
		{"schedule the article for 6am in wordpress", []string{"#create.schedule", "#publish", "#content.post"}, nil},
		{"push the story live in arc xp", []string{"#publish", "#content.post", "#web.cms"}, nil},
		{"change the headline on the live story", []string{"#write.edit", "#content.post.headline"}, nil},
		// Licensing and releases.
		{"use a getty image in the post", []string{"#legal.rights"}, nil},
		{"use a popular song in the video", []string{"#use", "#legal.rights"}, nil},
		{"get signed release forms from the interviewees", []string{"#legal.rights", "#person.source"}, nil},
		{"check the license for the music track", []string{"#read.verify", "#legal.rights"}, nil},
		// Video and podcast production.
		{"publish the episode on spotify for podcasters", []string{"#publish", "#content.media"}, nil},
		{"upload the video to youtube studio and schedule the premiere", []string{"#push", "#content.media", "#create.schedule"}, nil},
		{"premiere the trailer on youtube friday", []string{"#publish", "#content.media"}, nil},
		{"delete the raw footage after export", []string{"#delete", "#content.media.footage"}, nil},
		{"wipe the camera cards after the shoot", []string{"#delete", "#content.media.footage"}, nil},
		{"offload the footage to the nas", []string{"#copy.backup", "#content.media.footage"}, nil},
		{"change the thumbnail on the latest video", []string{"#write", "#content.media.thumbnail"}, nil},
		{"edit the episode in descript studio", []string{"#write.edit", "#content.media"}, nil},
		{"blur the faces of the kids in the footage", []string{"#delete.overwrite", "#data.personal", "#content.media.footage"}, nil},
		// Monetization and copyright claims.
		{"turn on monetization for the new video", []string{"#enable", "#payment.monetization"}, nil},
		{"add mid-roll ads to the episode", []string{"#enable", "#payment.monetization"}, nil},
		{"dispute the content id claim on the vlog", []string{"#reject", "#legal.rights.claim", "#legal.rights"}, nil},
		{"send a dmca takedown to the reuploader", []string{"#browse.submit", "#legal.rights.claim"}, nil},
		// Look-alikes stay out.
		{"publish the npm package", nil, []string{"#content.media", "#writing.paper", "#content.post"}},
		{"review the PR and address the reviewer comments", nil, []string{"#writing.paper.review", "#writing.paper"}},
		{"review 2 open PRs today", nil, []string{"#writing.paper.review"}},
		{"post a response to the review comments", nil, []string{"#writing.paper.review"}},
		{"cite this in a code comment", nil, []string{"#writing.citation", "#content.credit", "#writing.paper"}},
		{"git tag v1.2.0 and push tags", nil, []string{"#content.credit", "#content.media", "#publish"}},
		{"upload the build artifact to s3", nil, []string{"#content.media", "#data.repository", "#writing.paper"}},
		{"the source code is on github", nil, []string{"#person.source", "#access.anonymous"}},
		{"name the data source in the config", nil, []string{"#person.source", "#access.anonymous", "#expose"}},
		{"check out the source branch", nil, []string{"#person.source", "#access.anonymous"}},
		{"add -c:v libx264 -crf 23 flags to the ffmpeg command", nil, []string{"#content.media", "#content.media.footage", "#legal.rights"}},
		{"ffmpeg -i in.mov -c:v libx264 out.mp4", nil, []string{"#content.media", "#publish"}},
		{"render the video element in react", nil, []string{"#content.media"}},
		{"schedule the video call with the team", nil, []string{"#content.media", "#publish"}},
		{"release the video memory after inference", nil, []string{"#content.media"}},
		{"drop the video table", nil, []string{"#content.media"}},
		{"run 1000 episodes of the gym env", nil, []string{"#content.media"}},
		{"generate image thumbnails in the upload service", nil, []string{"#content.media.thumbnail", "#content.media"}},
		{"verify the jwt claims", nil, []string{"#legal.rights.claim", "#writing.citation"}},
		{"release the pvc claim", nil, []string{"#legal.rights.claim"}},
		{"dispute the insurance claim", nil, []string{"#legal.rights.claim"}},
		{"retract v1.2.0 in go.mod", nil, []string{"#content.correction.retraction", "#content.correction"}},
		{"fix the color correction in the shader", nil, []string{"#content.correction"}},
		{"add a correction for the typo in the docs", nil, []string{"#content.correction"}},
		{"turn off the recording", nil, []string{"#access.off_record"}},
		{"run the task on a background thread", nil, []string{"#access.off_record"}},
		{"copy the paragraphs from the docs", nil, []string{"#writing.plagiarism"}},
		{"add the affiliate link to the post", nil, []string{"#access.anonymous", "#expose"}},
		{"delete the old master files in the repo", nil, []string{"#content.media.footage"}},
		{"merge master into the feature branch", nil, []string{"#content.media.footage"}},
		{"offload the card processing to a worker", nil, []string{"#content.media.footage", "#copy.backup"}},
		{"the user's submission is stored in postgres", nil, []string{"#writing.paper"}},
		{"submit the form data", nil, []string{"#writing.paper", "#writing.paper.review"}},
		{"pull the submission from the api", nil, []string{"#writing.paper", "#cancel"}},
		{"the recommender system ranks items", nil, []string{"#writing.draft.recommendation"}},
		{"open the jupyter notebook", nil, []string{"#notes.lab"}},
		{"add cloud credits to the account", nil, []string{"#content.credit"}},
		{"credit the contributor in the changelog", nil, []string{"#content.credit"}},
		{"strip the identifiers from the binary", nil, []string{"#data.personal.research", "#delete.overwrite"}},
		{"resolve the database merge conflict", nil, []string{"#content.media.footage", "#content.media"}},
		{"pull the image from google artifact registry", nil, []string{"#legal.rights"}},
		{"load the raw audio waveform into the model", nil, []string{"#content.media.footage"}},
		{"fit a shap explainer on the model", nil, []string{"#content.post"}},
		{"delete the nginx proxy files", nil, []string{"#content.media.footage"}},
		{"edit the video player component", nil, []string{"#content.media.footage", "#publish"}},
		{"the project file for xcode", nil, []string{"#content.media.footage"}},
	}
	checkConceptCases(t, a, tests)
}
