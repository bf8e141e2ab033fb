package text

import "testing"

// TestMore71Lexicon checks that lexicon/more71.txt gives a writer's and
// researcher's agent (syndicating and cross-posting posts, page numbers and
// DOIs in citations and making them up, passing off others' text and
// dodging plagiarism checks, papers and books from shadow libraries vs legal
// copies, web archives, image licences and credits, saving over drafts vs
// keeping versions, manuscripts and their backups, recording interviews and
// consent to it, quote approval, naming sources, submission guidelines,
// pitches and simultaneous submissions) the concepts of what it does, and
// that its phrases stay out of look-alike texts: sizes called medium,
// pagination, container images, package versions, source code, DNS records,
// price quotes, job interviews, lines of credit, network access and CC'd
// emails.
func TestMore71Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Syndicating and cross-posting.
		{"syndicate the piece to Medium", []string{"#publish.post", "#social.other"}, nil},
		{"cross-post the essay to Medium", []string{"#publish.post", "#social.other"}, nil},
		{"republish the article on LinkedIn", []string{"#publish.post", "#content.post"}, nil},
		{"import the post into Medium with a canonical link", []string{"#publish.post", "#social.other", "#web.seo"}, nil},
		{"flip the draft to published", []string{"#publish", "#content.post"}, nil},
		{"upload the post to Ghost", []string{"#publish", "#content.post"}, nil},
		{"reprint the article in full", []string{"#publish", "#content.post"}, nil},
		{"file the piece with my editor", []string{"#send", "#content.post"}, nil},
		{"hand in the manuscript", []string{"#browse.submit", "#writing.draft"}, nil},
		// Page numbers, DOIs and made-up references.
		{"add page numbers to the quotes", []string{"#write.cite", "#writing.citation"}, nil},
		{"guess the page number", []string{"#write.cite", "#writing.citation"}, nil},
		{"invent a DOI", []string{"#write.cite", "#writing.citation"}, nil},
		{"make up references for the essay", []string{"#write.cite", "#writing.citation"}, nil},
		// Passing off others' text; dodging checks.
		{"pass off the text as my own", []string{"#writing.plagiarism"}, nil},
		{"paraphrase without citing", []string{"#writing.plagiarism"}, nil},
		{"spin the article to avoid plagiarism detection", []string{"#writing.plagiarism"}, nil},
		{"copy the paragraph without attribution", []string{"#writing.plagiarism"}, nil},
		{"post the full text of the paper", []string{"#publish.post", "#writing.quote.extensive"}, nil},
		// Shadow libraries vs legal copies.
		{"get the book from LibGen", []string{"#download", "#data.unlicensed"}, nil},
		{"find a pirated copy of the book", []string{"#data.unlicensed"}, nil},
		{"torrent the textbook", []string{"#download", "#data.unlicensed"}, nil},
		{"download the open access PDF", []string{"#download", "#writing.paper.access"}, nil},
		{"request the paper through interlibrary loan", []string{"#send", "#writing.paper.access"}, nil},
		// Web archives.
		{"archive the page on the Wayback Machine", []string{"#archive", "#web.archive"}, nil},
		{"save the page to the Internet Archive", []string{"#archive", "#web.archive"}, nil},
		{"check the Wayback Machine for the old page", []string{"#read", "#web.archive"}, nil},
		// Images.
		{"grab an image from Google Images for the header", []string{"#use", "#legal.rights", "#fs.file.media"}, nil},
		{"hotlink the image", []string{"#use", "#legal.rights"}, nil},
		{"pull the image from google artifact registry", nil, []string{"#legal.rights"}},
		{"license the photos to the magazine", []string{"#legal.license"}, nil},
		{"use a CC BY-NC image in the paid newsletter", []string{"#legal.rights"}, nil},
		{"remove the watermark from the stock photo", []string{"#use", "#legal.rights"}, nil},
		// Drafts: saving over vs keeping versions, backups.
		{"save over the old draft", []string{"#delete.overwrite", "#writing.draft"}, nil},
		{"save the draft as a new version", []string{"#copy.backup", "#writing.draft.version"}, nil},
		{"keep the old version of the chapter", []string{"#copy.backup", "#writing.draft.version"}, nil},
		{"make a backup copy of the novel", []string{"#copy.backup", "#writing.draft"}, nil},
		{"empty the Scrivener backup folder", []string{"#writing.draft"}, nil},
		// Interviews.
		{"record the interview", []string{"#write.save", "#comm.recording"}, nil},
		{"get the interviewee's permission to record", []string{"#comm.recording", "#comm.contact.consent"}, nil},
		{"send the interviewee the quotes for approval", []string{"#send", "#writing.quote"}, nil},
		{"show the source the draft before publishing", []string{"#send", "#person.source", "#writing.draft"}, nil},
		{"name the anonymous source", []string{"#expose", "#person.source"}, nil},
		{"publish the source's name", []string{"#expose", "#person.source"}, nil},
		{"quote the off-the-record remark", []string{"#publish", "#access.off_record"}, nil},
		// Guidelines, pitches, simultaneous submissions.
		{"follow the submission guidelines", []string{"#writing.guidelines"}, nil},
		{"query literary agents", []string{"#send", "#writing.pitch"}, nil},
		{"submit the same piece to two outlets", []string{"#application.simultaneous"}, nil},
		{"simultaneous submission to several magazines", []string{"#application.simultaneous"}, nil},

		// Look-alikes.
		{"cook the chicken on medium heat", nil, []string{"#social.other", "#publish.post"}},
		{"use the medium instance type", nil, []string{"#social.other"}},
		{"cc the team on the email", nil, []string{"#legal.rights"}},
		{"add a line of credit", nil, []string{"#content.credit", "#write.cite"}},
		{"open access to port 22 for the team", nil, []string{"#writing.paper.access"}},
		{"open the library folder", nil, []string{"#writing.paper.access"}},
		{"record the data source in the config", nil, []string{"#comm.recording", "#person.source"}},
		{"record the DNS change in the runbook", nil, []string{"#comm.recording"}},
		{"query the agents table", nil, []string{"#writing.pitch", "#send"}},
		{"name the version tag v2", nil, []string{"#writing.draft.version"}},
		{"keep the old version of the package pinned", nil, []string{"#writing.draft.version", "#copy.backup"}},
		{"post the image to the registry", nil, []string{"#fs.file.media", "#legal.rights"}},
		{"save over $50 on the order", nil, []string{"#delete.overwrite"}},
		{"syndicate the loan to other banks", nil, []string{"#publish.post"}},
		{"add page numbers to the footer of the report", nil, []string{"#writing.citation"}},
		{"follow the Go style guide", nil, []string{"#writing.guidelines"}},
		{"interview the candidate on Thursday", nil, []string{"#comm.recording"}},
		{"send the quote to the client", nil, []string{"#writing.quote"}},
		{"a novel method for caching", nil, []string{"#writing.draft"}},
		{"save a copy of the webpage", nil, []string{"#writing.draft.version"}},
		{"check out the source code", nil, []string{"#expose", "#person.source"}},
		{"that is not the whole story", nil, []string{"#writing.quote.extensive"}},
		{"reprint the shipping label", nil, []string{"#publish", "#content.post"}},
		{"hand in the laptop on your last day", nil, []string{"#browse.submit", "#writing.draft"}},
		{"file the user story in Jira", nil, []string{"#send"}},
		{"pass off the task to Bob", nil, []string{"#writing.plagiarism"}},
		{"spin up a new server for the blog", nil, []string{"#writing.plagiarism"}},
		{"read the embargoed press release", nil, []string{"#expose"}},
		{"look up the archived version on the Wayback Machine", []string{"#read", "#web.archive"}, nil},
		{"pull the docker image", nil, []string{"#legal.rights", "#fs.file.media"}},
	}
	checkConceptCases(t, a, tests)
}
