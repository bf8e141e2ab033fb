package wordnet

import "testing"

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}

var benchWords = []string{"deleted", "summaries", "wrote", "recap", "kubectl", "take away", "database", "quickly"}

func BenchmarkLemmas(b *testing.B) {
	w := mustLoad(b)
	for b.Loop() {
		for _, word := range benchWords {
			w.Lemmas(word)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchWords)), "ns/word")
}

func BenchmarkSenses(b *testing.B) {
	w := mustLoad(b)
	for b.Loop() {
		w.Senses("delete", Verb)
	}
}

func BenchmarkMembers(b *testing.B) {
	w := mustLoad(b)
	s := w.Senses("begin", Verb)[0]
	for b.Loop() {
		w.Members(s)
	}
}

func BenchmarkSynonyms(b *testing.B) {
	w := mustLoad(b)
	for b.Loop() {
		for _, word := range benchWords {
			w.Synonyms(word)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchWords)), "ns/word")
}
