package guard

import (
	"math"
	"strconv"
	"strings"
)

// A rule may hold for amounts past a limit only ("Never make a payment
// over 100 dollars", "Check with the owner before sending more than 5
// emails"). When the action states an amount of the same kind on the
// other side of the limit ("pay the $12 parking fee"), the rule does not
// apply and its score falls by limitMiss. An action that states no
// amount is judged as if the limit were met, but under a lower bound on
// a sum of money ("over $10,000") it keeps only unstatedSum: most
// payments are everyday ones, and a rule about large ones must not crowd
// out a rule about how paying is done ("Venmo Marco back for dinner" is
// about reimbursing through the expense tool, not about wires over
// $10,000). An "under" bound is about everyday sums, and unstated counts
// are not lowered either: "email the whole customer list" may well be
// past 50 recipients. A NEVER rule scoring at least 0.917 still blocks at
// the default block threshold; one configured above 0.6 never blocks on
// an unstated sum.

// limitMiss is what a rule's score keeps when the action's amount is on
// the wrong side of the rule's limit.
const limitMiss = 0.3

// unstatedSum is what a rule's score keeps when its limit is a sum of
// money it must be over and the action states none.
const unstatedSum = 0.6

// quantity is an amount of one kind: money, bytes, seconds, percent,
// grams, or a count of some noun ("email", "file"). ("Pounds" are money;
// a weight in pounds is written lb.)
type quantity struct {
	kind  string
	value float64
}

// limit is a rule's bound on an amount: more than (over) or less than
// (!over) value of kind. The zero limit bounds nothing.
type limit struct {
	kind  string
	over  bool
	value float64
}

func (l limit) set() bool { return l.kind != "" }

// allows reports whether the amounts an action states leave the rule in
// force: one of them of the limit's kind past the limit, or none of that
// kind at all.
func (l limit) allows(qs []quantity) bool {
	return !l.seen(qs) || l.met(qs)
}

// seen reports whether the action states an amount of the limit's kind.
func (l limit) seen(qs []quantity) bool {
	for _, q := range qs {
		if q.kind == l.kind {
			return true
		}
	}
	return false
}

// Comparison words: what comes before the amount in a rule.
var (
	limitOver = [][]string{{"over"}, {"more", "than"}, {"above"}, {"exceeding"}, {"greater", "than"}, {"larger", "than"},
		{"bigger", "than"}, {"longer", "than"}, {"higher", "than"}, {"at", "least"}, {"upwards", "of"}, {">"}, {">="},
		{"older", "than"}, {"heavier", "than"}, {"in", "excess", "of"}, {"exceeds"}}
	limitUnder = [][]string{{"under"}, {"less", "than"}, {"below"}, {"fewer", "than"}, {"smaller", "than"},
		{"shorter", "than"}, {"lower", "than"}, {"at", "most"}, {"up", "to"}, {"<"}, {"<="},
		{"newer", "than"}, {"younger", "than"}, {"lighter", "than"}}
)

// ruleLimitSpan finds a rule's limit, and the byte span of the rule's
// words that state it ("more than ten external people"): an action past
// the limit names what those words say (limit.met). In a PREFER rule
// "over" names the alternative ("25-minute meetings over 30-minute
// ones"), not a limit.
func ruleLimitSpan(text string, prefer bool) (limit, span) {
	ws, at := quantityWordsAt(text)
	for i := range ws {
		for _, side := range []struct {
			seqs [][]string
			over bool
		}{{limitOver, true}, {limitUnder, false}} {
			for _, seq := range side.seqs {
				if prefer && seq[0] == "over" {
					continue
				}
				if !hasWords(ws, i, seq) {
					continue
				}
				if q, n, ok := quantitySpan(ws, i+len(seq)); ok {
					// "except for orders under $25": the rule holds
					// for the other side.
					l := limit{kind: q.kind, over: side.over != exempts(ws, i), value: q.value}
					return l, span{at[i][0], at[i+len(seq)+n-1][1]}
				}
			}
		}
	}
	return limit{}, noSpan
}

// met reports whether the action states an amount of the limit's kind
// past it: "email the 60 conference attendees" for "more than ten
// people".
func (l limit) met(qs []quantity) bool {
	if !l.set() {
		return false
	}
	for _, q := range qs {
		if q.kind == l.kind && (l.over && q.value > l.value || !l.over && q.value < l.value) {
			return true
		}
	}
	return false
}

// exempts reports whether the words just before word i ("except for
// orders", "unless it is", "other than amounts") make what follows an
// exception to the rule.
func exempts(ws []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch ws[j] {
		case "except", "unless", "excluding", "exempt":
			return true
		case "other":
			if j+1 < len(ws) && ws[j+1] == "than" {
				return true
			}
		}
		if strings.HasSuffix(ws[j], ",") && j < i-1 {
			return false
		}
	}
	return false
}

// quantities finds the amounts an action states. A share of something
// ("the 5% of customers who complained") is no amount of it. (A stretch
// of time back, "the last 3 days", is read as an amount: "backfill the
// last 3 days" is a span of 3 days, though "delete the backups from the
// last 2 years" holds younger ones too.)
func quantities(text string) []quantity {
	ws := quantityWords(text)
	var out []quantity
	for i := range ws {
		q, ok := quantityAt(ws, i)
		if !ok {
			continue
		}
		next := i + 1
		if !strings.HasSuffix(ws[i], "%") && next < len(ws) {
			next++ // "5 percent of"
		}
		if q.kind == "percent" && next < len(ws) && ws[next] == "of" {
			continue
		}
		out = append(out, q)
	}
	return out
}

func hasWords(ws []string, i int, seq []string) bool {
	if i+len(seq) > len(ws) {
		return false
	}
	for j, w := range seq {
		if ws[i+j] != w {
			return false
		}
	}
	return true
}

// quantityWords splits lower-cased text into words, keeping $, €, £ and
// digits with their number and splitting "30-minute" into "30 minute".
func quantityWords(text string) []string {
	ws, _ := quantityWordsAt(text)
	return ws
}

// quantityWordsAt is quantityWords with each word's byte span in text.
func quantityWordsAt(text string) ([]string, [][2]int) {
	var ws []string
	var at [][2]int
	isSep := func(c byte) bool {
		return c == ' ' || c == '\t' || c == '\n' || c == '(' || c == ')' || c == '"' || c == '\'' || c == ';' || c == ':' || c == '!' || c == '?'
	}
	for i := 0; i < len(text); {
		if isSep(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && !isSep(text[j]) {
			j++
		}
		start, end := i, j
		i = j
		for end > start && (text[end-1] == '.' || text[end-1] == ',') {
			end--
		}
		f := strings.ToLower(text[start:end])
		if k := strings.IndexByte(f, '-'); k > 0 && isDigit(f[k-1]) {
			ws = append(ws, f[:k], f[k+1:])
			at = append(at, [2]int{start, start + k}, [2]int{start + k + 1, end})
			continue
		}
		ws = append(ws, f)
		at = append(at, [2]int{start, end})
	}
	return ws, at
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// units maps a unit word to its kind and its size in the kind's base.
var units = map[string]quantity{
	"$": {"money", 1}, "usd": {"money", 1}, "dollar": {"money", 1}, "dollars": {"money", 1}, "bucks": {"money", 1},
	"€": {"money", 1}, "eur": {"money", 1}, "euro": {"money", 1}, "euros": {"money", 1},
	"£": {"money", 1}, "gbp": {"money", 1}, "pound": {"money", 1}, "pounds": {"money", 1},
	"b": {"bytes", 1}, "byte": {"bytes", 1}, "bytes": {"bytes", 1},
	"kb": {"bytes", 1e3}, "kib": {"bytes", 1 << 10}, "kilobytes": {"bytes", 1e3},
	"mb": {"bytes", 1e6}, "mib": {"bytes", 1 << 20}, "megabytes": {"bytes", 1e6},
	"gb": {"bytes", 1e9}, "gib": {"bytes", 1 << 30}, "gigabytes": {"bytes", 1e9},
	"tb": {"bytes", 1e12}, "tib": {"bytes", 1 << 40}, "terabytes": {"bytes", 1e12},
	"s": {"seconds", 1}, "sec": {"seconds", 1}, "secs": {"seconds", 1}, "second": {"seconds", 1}, "seconds": {"seconds", 1},
	"min": {"seconds", 60}, "mins": {"seconds", 60}, "minute": {"seconds", 60}, "minutes": {"seconds", 60},
	"h": {"seconds", 3600}, "hr": {"seconds", 3600}, "hrs": {"seconds", 3600}, "hour": {"seconds", 3600}, "hours": {"seconds", 3600},
	"day": {"seconds", 86400}, "days": {"seconds", 86400}, "week": {"seconds", 604800}, "weeks": {"seconds", 604800},
	"month": {"seconds", 30 * 86400}, "months": {"seconds", 30 * 86400}, "year": {"seconds", 365 * 86400}, "years": {"seconds", 365 * 86400},
	"%": {"percent", 1}, "percent": {"percent", 1}, "pct": {"percent", 1},
	"oz": {"grams", 28.35}, "ounce": {"grams", 28.35}, "ounces": {"grams", 28.35},
	"lb": {"grams", 453.6}, "lbs": {"grams", 453.6}, "g": {"grams", 1}, "gram": {"grams", 1}, "grams": {"grams", 1},
	"kg": {"grams", 1000}, "kgs": {"grams", 1000}, "kilo": {"grams", 1000}, "kilos": {"grams", 1000},
}

// quantityAt reads an amount starting at word i: "$1,200", "1200 usd",
// "40gb", "40 gb", "5 emails", "half an hour". A bare number with no unit
// after it is not an amount (a version, a time of day, a port).
func quantityAt(ws []string, i int) (quantity, bool) {
	q, _, ok := quantitySpan(ws, i)
	return q, ok
}

// quantitySpan is quantityAt with the number of words the amount takes.
func quantitySpan(ws []string, i int) (quantity, int, bool) {
	if i >= len(ws) {
		return quantity{}, 0, false
	}
	w := ws[i]
	if u, ok := units[strings.TrimPrefix(w, "half-")]; ok && strings.HasPrefix(w, "half-") && u.kind == "seconds" {
		return quantity{"seconds", u.value / 2}, 1, true // "a half-hour call"
	}
	if w == "half" && i+1 < len(ws) {
		j := i + 1
		if (ws[j] == "an" || ws[j] == "a") && j+1 < len(ws) {
			j++
		}
		if u, ok := units[ws[j]]; ok && u.kind == "seconds" {
			return quantity{"seconds", u.value / 2}, j - i + 1, true
		}
		return quantity{}, 0, false
	}
	// A currency sign before the number.
	var pre *quantity
	for _, sign := range []string{"$", "€", "£"} {
		if strings.HasPrefix(w, sign) {
			u := units[sign]
			pre = &u
			w = w[len(sign):]
			break
		}
	}
	n := 0
	for n < len(w) && (isDigit(w[n]) || w[n] == ',' || w[n] == '.') {
		n++
	}
	var v float64
	if nw, ok := numberWords[w]; ok && pre == nil {
		v, n = nw, len(w)
	} else {
		if n == 0 || !isDigit(w[0]) {
			return quantity{}, 0, false
		}
		var err error
		v, err = strconv.ParseFloat(strings.ReplaceAll(w[:n], ",", ""), 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
			return quantity{}, 0, false
		}
	}
	suffix := w[n:]
	if pre != nil && suffix == "k" { // "$12k"
		v *= 1000
		suffix = ""
	}
	switch {
	case pre != nil && suffix == "":
		return quantity{pre.kind, v * pre.value}, 1, true
	case suffix != "":
		// "5g", "4g" are networks and memory sizes far more often than
		// grams.
		if u, ok := units[suffix]; ok && suffix != "g" {
			return quantity{u.kind, v * u.value}, 1, true
		}
		return quantity{}, 0, false
	}
	if i+1 >= len(ws) {
		return quantity{}, 0, false
	}
	next := ws[i+1]
	if u, ok := units[next]; ok {
		return quantity{u.kind, v * u.value}, 2, true
	}
	// A count of things: "5 emails", "ten external people", "60
	// conference attendees" — the plural noun's singular is the kind, and
	// people of every sort are one kind.
	for j := i + 1; j < len(ws) && j <= i+3; j++ {
		w := ws[j]
		if !isLetters(w) || countStop[w] {
			break
		}
		if kind, ok := countKind(w); ok {
			return quantity{kind, v}, j - i + 1, true
		}
	}
	return quantity{}, 0, false
}

// countKind is the kind of a count of the plural noun w ("emails":
// count:email), and whether w is a plural noun at all.
func countKind(w string) (string, bool) {
	if personNouns[w] {
		return "count:person", true
	}
	if len(w) <= 3 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ous") {
		return "", false
	}
	sing := strings.TrimSuffix(w, "s")
	if personNouns[sing] {
		return "count:person", true
	}
	return "count:" + sing, true
}

// personNouns are the words for people an amount counts (singular, and
// the plurals without an s): "more than ten people" and "the 60 attendees"
// count the same thing.
var personNouns = map[string]bool{"people": true, "person": true, "persons": true, "folk": true, "men": true, "women": true,
	"children": true, "kids": true, "attendee": true, "recipient": true, "user": true, "customer": true, "client": true,
	"contact": true, "member": true, "parent": true, "employee": true, "guest": true, "subscriber": true, "follower": true,
	"participant": true, "student": true, "colleague": true, "coworker": true, "teammate": true, "friend": true,
	"volunteer": true, "invitee": true, "patient": true, "buyer": true, "attendant": true, "staff": true, "address": true,
	"addresse": true, "reader": true, "viewer": true, "fan": true, "supporter": true, "donor": true, "lead": true,
	"prospect": true, "shopper": true, "tenant": true, "resident": true, "neighbour": true, "neighbor": true,
	"family": true, "familie": true, "speaker": true, "candidate": true, "applicant": true, "partner": true, "vendor": true,
	"supplier": true, "player": true, "worker": true, "engineer": true, "developer": true, "manager": true}

// countStop are the words a count's noun never lies past ("5 of the
// files", "3 to go").
var countStop = map[string]bool{"of": true, "to": true, "in": true, "on": true, "for": true, "from": true, "at": true,
	"by": true, "with": true, "and": true, "or": true, "the": true, "a": true, "an": true, "per": true, "times": true,
	"more": true, "than": true, "over": true, "under": true, "is": true, "are": true, "was": true}

// numberWords are the amounts people write out.
var numberWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "twenty": 20, "fifty": 50, "hundred": 100}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}
