package text

import "testing"

// TestMore67Lexicon checks that lexicon/more67.txt reads a few hours or
// days as a length of time, not as many messages, while a few messages
// stay many; and that a confidentiality marking (more54.txt) is private
// matter, not a legal one.
func TestMore67Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"training runs longer than a few hours", []string{"#time", "#ml.training"}, []string{"#comm.many", "#comm"}},
		{"pause the sync for several days", []string{"#time"}, []string{"#comm.many"}},
		{"send a few messages to the owner", []string{"#comm.many", "#send"}, nil},
		{"DM several followers", []string{"#comm.many"}, nil},
		{"add a buffer of 15 minutes between back-to-back meetings", []string{"#time", "#cal.buffer"}, []string{"#legal.document.minutes"}},
		{"email the minutes of the board meeting", []string{"#legal.document.minutes"}, nil},
		// Recordings are things (more71.txt): deleting them records nothing.
		{"delete the raw interview recordings", []string{"#delete", "#comm.recording"}, []string{"#write.save"}},
		{"record the interview with the mayor", []string{"#write.save", "#comm.recording"}, nil},
		{"forward the memo marked confidential", []string{"#data.personal.private"}, []string{"#legal"}},
		{"email the privileged and confidential memo", []string{"#legal", "#data.personal.private"}, nil},
	})
}

// TestMore67Process checks that "process" is an act in a verb's place and
// a system process elsewhere.
func TestMore67Process(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"before processing the full dataset", []string{"#execute", "#data"}, []string{"#infra.service"}},
		{"kill the stuck process", []string{"#kill", "#infra.service"}, nil},
		{"list the running processes", []string{"#infra.service"}, nil},
	})
}

// TestMore68Platforms checks that social platforms named in more68.txt
// are kinds of social media of their own.
func TestMore68Platforms(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"post the photos on Instagram", []string{"#social.instagram", "#social", "#publish.post"}, []string{"#social.linkedin", "#social.other"}},
		{"share the launch post on LinkedIn", []string{"#social.linkedin"}, []string{"#social.instagram"}},
		{"update my professional networking profile", []string{"#social.linkedin"}, nil},
		{"post the update to the m/agents submolt", []string{"#social.moltbook"}, nil},
		{"write a post on hacker news", []string{"#social.other"}, nil},
	})
}
