package text

import "testing"

// TestMore93Lexicon checks that flights and hotels are kinds of travel
// (lexicon/more93.txt): each reads as its own concept and as travel, and
// neither as the other.
func TestMore93Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		{"book flights to Rome for the team", []string{"#travel.flight", "#travel"}, []string{"#travel.lodging"}},
		{"get plane tickets to Lisbon", []string{"#travel.flight"}, []string{"#travel.lodging"}},
		{"rebook the Lufthansa connection through Munich", []string{"#travel.flight"}, []string{"#travel.lodging"}},
		{"check the flight status", []string{"#travel.flight"}, []string{"#travel.lodging"}},
		{"book the hotel room near the venue", []string{"#travel.lodging", "#travel"}, []string{"#travel.flight"}},
		{"reserve two nights at the Hilton", []string{"#travel.lodging"}, []string{"#travel.flight"}},
		{"cancel the hostel in Porto", []string{"#travel.lodging"}, []string{"#travel.flight"}},
		{"book a rental car for Friday", []string{"#travel"}, []string{"#travel.flight", "#travel.lodging"}},
	}
	checkConceptCases(t, a, tests)
}
