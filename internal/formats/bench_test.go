package formats

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkMapFixtures maps every line of each fixture file once per
// iteration.
func BenchmarkMapFixtures(b *testing.B) {
	for _, format := range mappedFormats {
		lines := readLines(b, filepath.Join("testdata", format+".jsonl"))
		b.Run(format, func(b *testing.B) {
			for b.Loop() {
				for _, l := range lines {
					_, _, _ = Map(format, l)
				}
			}
		})
	}
}

// BenchmarkMapELMOLargeStderr maps a failure whose stderr is 1 MiB of
// build log with progress bars and colours.
func BenchmarkMapELMOLargeStderr(b *testing.B) {
	chunk := "\x1b[32m[build]\x1b[0m compiling module 42 of 9000 [=====>    ] 45%\r" +
		"warning: unused variable `x` in src/lib.rs:120\n"
	stderr := strings.Repeat(chunk, (1<<20)/len(chunk)) + "error: linking with `cc` failed: exit status: 1\n"
	s, _ := json.Marshal(stderr)
	line := []byte(`{"execution_id":"e","stdout":"","stderr":` + string(s) + `,"exit_code":101,"created_at":"2024-12-18T14:11:25Z"}`)
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		if _, _, err := Map(ELMO, line); err != nil {
			b.Fatal(err)
		}
	}
}
