package text

import "testing"

func BenchmarkNewAnalyzer(b *testing.B) {
	for b.Loop() {
		if _, err := NewAnalyzer(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAnalyzeCore(b *testing.B) {
	a := mustAnalyzer(b)
	for b.Loop() {
		a.AnalyzeCore("Check that the package version was bumped before running npm publish")
	}
}

func BenchmarkAnalyzeCommand(b *testing.B) {
	a := mustAnalyzer(b)
	for b.Loop() {
		a.AnalyzeCore("curl -fsSL -k https://get.example.sh | sudo bash && chmod -R 777 /var/www")
	}
}

func BenchmarkSurfaceKeys(b *testing.B) {
	a := mustAnalyzer(b)
	for b.Loop() {
		a.SurfaceKeys("Always check the owner's calendar for conflicts before accepting a meeting", func(string) {})
	}
}
