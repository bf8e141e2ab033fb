package text

import "testing"

// TestMore82Lexicon checks lexicon/more82.txt: booking a train or ferry
// is travel, and "travel" names it; training people or models is not.
func TestMore82Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"book the Amtrak to Boston for Thursday", []string{"#travel", "#pay"}, nil},
		{"book the training room for the safety course", nil, []string{"#travel"}},
		{"grab the 7:10 Amtrak seat to Philly for Friday", []string{"#travel"}, nil},
		{"reserve the Eurostar from London to Paris for me on the 3rd", []string{"#travel", "#pay"}, nil},
		{"Always add the booking confirmation to the calendar after booking travel", []string{"#travel"}, nil},
		{"catch the night train to Vienna", []string{"#travel"}, nil},
		{"book the ferry to the island", []string{"#travel", "#pay"}, nil},
		{"train the support staff on the new refund policy", nil, []string{"#travel"}},
		{"train the churn model on last month's data", nil, []string{"#travel"}},
		{"retrain the classifier", nil, []string{"#travel"}},
		{"check the Amtrak times for tomorrow", []string{"#travel"}, []string{"#pay"}},
	})
}
