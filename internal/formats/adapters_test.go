package formats

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// mapped is a decoded mapped event, for assertions on single fields.
type mapped struct {
	TS       string   `json:"ts"`
	Type     string   `json:"type"`
	Category string   `json:"category"`
	Tags     []string `json:"tags"`
	Problem  string   `json:"problem"`
	Solution string   `json:"solution"`
	Source   string   `json:"source"`
}

// mapCase is one adapter edge case: the line, and either the error text
// expected, skip, or checks on the event.
type mapCase struct {
	name   string
	line   string
	errHas string
	skip   bool
	check  func(t *testing.T, ev mapped)
}

func runMapCases(t *testing.T, format string, cases []mapCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, skip, err := Map(format, []byte(tc.line))
			switch {
			case tc.errHas != "":
				if err == nil || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("Map(%s) error = %v, want one containing %q", format, err, tc.errHas)
				}
				if strings.Contains(err.Error(), "\n") {
					t.Errorf("error %q spans lines, want one sentence", err)
				}
				return
			case err != nil:
				t.Fatalf("Map(%s) error = %v, want none", format, err)
			case skip != tc.skip:
				t.Fatalf("Map(%s) skip = %v (event %s), want %v", format, skip, out, tc.skip)
			case tc.skip:
				return
			}
			if err := checkEvent(format, out); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			var ev mapped
			if err := json.Unmarshal(out, &ev); err != nil {
				t.Fatal(err)
			}
			if tc.check != nil {
				tc.check(t, ev)
			}
		})
	}
}

func wantField(t *testing.T, field, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %q, want %q", field, got, want)
	}
}

func wantTags(t *testing.T, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("tags = %q, want %q", got, want)
	}
}

func TestMapELMO(t *testing.T) {
	rec := func(code, stderr string) string {
		s, _ := json.Marshal(stderr)
		return `{"execution_id":"e1","stdout":"","stderr":` + string(s) + `,"exit_code":` + code + `,"created_at":"2024-12-18T14:11:25Z"}`
	}
	cases := []mapCase{
		{name: "integer code", line: rec("1", "boom"), check: func(t *testing.T, ev mapped) {
			wantField(t, "type", ev.Type, "mistake")
			wantField(t, "problem", ev.Problem, "boom (exit code 1)")
			wantField(t, "category", ev.Category, "shell")
			wantField(t, "source", ev.Source, "elmo:e1")
			wantField(t, "ts", ev.TS, "2024-12-18T14:11:25Z")
			wantTags(t, ev.Tags, "exit:1")
		}},
		{name: "string of digits", line: rec(`"2"`, "boom"), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "boom (exit code 2)")
		}},
		{name: "padded string", line: rec(`" 3 "`, "boom"), check: func(t *testing.T, ev mapped) {
			wantTags(t, ev.Tags, "exit:3")
		}},
		{name: "zero as string", line: rec(`"0"`, ""), check: func(t *testing.T, ev mapped) {
			wantField(t, "type", ev.Type, "success")
		}},
		{name: "signal from python", line: rec("-9", ""), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "Command failed with no output (exit code -9, killed by SIGKILL, often out of memory)")
			wantTags(t, ev.Tags, "exit:-9", "sigkill")
		}},
		{name: "segfault", line: rec("139", "Segmentation fault (core dumped)"), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "Segmentation fault (core dumped) (exit code 139, killed by SIGSEGV)")
		}},
		{name: "not found", line: rec("127", "sh: 1: yq: not found"), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "sh: 1: yq: not found (exit code 127, command not found)")
		}},
		{name: "ordinary high code", line: rec("100", "x failed"), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "x failed (exit code 100)")
		}},
		{name: "stdout when stderr is silent", line: `{"execution_id":"e2","stdout":"FAILED tests/test_a.py::test_login - AssertionError","stderr":"\n","exit_code":1,"created_at":"t"}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "problem", ev.Problem, "FAILED tests/test_a.py::test_login - AssertionError (exit code 1)")
				wantTags(t, ev.Tags, "exit:1", "assertionerror")
			}},
		{name: "long stderr is bounded", line: rec("1", strings.Repeat("error: something quite long went wrong here\n", 3)+strings.Repeat("x", 1000)+"\nfinal line with the real failure\n"),
			check: func(t *testing.T, ev mapped) {
				if n := utf8.RuneCountInString(ev.Problem); n > maxTail+40 {
					t.Errorf("problem has %d runes, want at most %d", n, maxTail+40)
				}
				if !strings.Contains(ev.Problem, "final line with the real failure") {
					t.Errorf("problem %q lost the last line", ev.Problem)
				}
			}},
		{name: "success with output", line: `{"execution_id":"e3","stdout":"built 12 files\n","stderr":"","exit_code":0,"created_at":"t"}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "type", ev.Type, "success")
				wantField(t, "problem", ev.Problem, "Command succeeded (exit code 0)")
				wantField(t, "solution", ev.Solution, "built 12 files")
				wantTags(t, ev.Tags, "exit:0")
			}},
		{name: "success without output", line: `{"execution_id":"e4","exit_code":0,"created_at":"t"}`,
			check: func(t *testing.T, ev mapped) { wantField(t, "solution", ev.Solution, "") }},
		{name: "html characters stay readable", line: rec("1", "expected <div> & got </p>"), check: func(t *testing.T, ev mapped) {
			wantField(t, "problem", ev.Problem, "expected <div> & got </p> (exit code 1)")
		}},
		{name: "null stderr is empty", line: `{"execution_id":"e5","stderr":null,"exit_code":2,"created_at":"t"}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "problem", ev.Problem, "Command failed with no output (exit code 2)")
			}},
		{name: "fraction", line: rec("1.5", ""), errHas: `field exit_code is "1.5", want an integer`},
		{name: "exponent", line: rec("1e2", ""), errHas: "want an integer"},
		{name: "word", line: rec(`"err"`, ""), errHas: `field exit_code is "err"`},
		{name: "bool", line: rec("true", ""), errHas: "field exit_code is a boolean, want an integer"},
		{name: "null code", line: rec("null", ""), errHas: "field exit_code is missing"},
		{name: "huge", line: rec("99999999999999999999", ""), errHas: "want an integer"},
		{name: "no created_at", line: `{"execution_id":"e6","exit_code":1}`, errHas: "feedback e6: field created_at is missing or empty"},
		{name: "numeric id", line: `{"execution_id":7,"exit_code":1,"created_at":"t"}`, errHas: "field execution_id is a number, want a string"},
		{name: "stderr object", line: `{"execution_id":"e7","stderr":{},"exit_code":1,"created_at":"t"}`, errHas: "field stderr is an object, want a string"},
	}
	runMapCases(t, ELMO, cases)
}

func TestMapNeuroTiny(t *testing.T) {
	cases := []mapCase{
		{name: "no query", line: `{"id":"t1","timestamp":"ts","schema_id":"product_v1","validation":{"valid":false,"errors":["Missing required field: price"]}}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "problem", ev.Problem, "product_v1: Missing required field: price")
				wantField(t, "solution", ev.Solution, "")
				wantTags(t, ev.Tags, "product_v1")
			}},
		{name: "no schema", line: `{"id":"t2","timestamp":"ts","query":"Get price?","validation":{"valid":false}}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "category", ev.Category, "neurotiny")
				wantField(t, "problem", ev.Problem, "Get price? failed validation")
			}},
		{name: "schema from validation", line: `{"id":"t3","timestamp":"ts","query":"q","validation":{"valid":true,"schema_id":"event_v1"}}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "category", ev.Category, "event_v1")
				wantField(t, "solution", ev.Solution, "Output valid against event_v1")
			}},
		{name: "success without query", line: `{"id":"t4","timestamp":"ts","schema_id":"event_v1","validation":{"valid":true}}`,
			check: func(t *testing.T, ev mapped) { wantField(t, "problem", ev.Problem, "event_v1 extraction") }},
		{name: "evidence mismatch on a success", line: `{"id":"t5","timestamp":"ts","query":"q","validation":{"valid":true,"evidence_match":false}}`,
			check: func(t *testing.T, ev mapped) {
				wantField(t, "type", ev.Type, "success")
				wantTags(t, ev.Tags, "evidence-mismatch")
			}},
		{name: "fixes in words", line: `{"id":"t6","timestamp":"ts","query":"q","schema_id":"s","validation":{"valid":false,"errors":["Missing required field: price"],"fixes_applied":[` +
			`{"action":"remove_field","field":"html","reason":"Not in schema"},` +
			`{"action":"rename_field","field":"cost","new_value":"price"},` +
			`{"action":"normalize_price","field":"price","old_value":"$5","new_value":5},` +
			`{"field":"date","new_value":"2024-01-15"},` +
			`{"action":"fix_format","field":"body","new_value":"` + strings.Repeat("x", 60) + `"},` +
			`{"reason":"Retried with a longer timeout"},` +
			`{}]}}`,
			check: func(t *testing.T, ev mapped) {
				want := `Remove field html (Not in schema); rename field cost to "price"; normalize price of field price from "$5" to 5; ` +
					`fix field date to "2024-01-15"; fix the format of field body; Retried with a longer timeout`
				wantField(t, "solution", ev.Solution, want)
			}},
		{name: "many errors are counted", line: `{"id":"t7","timestamp":"ts","query":"q","schema_id":"s","validation":{"valid":false,"errors":[` +
			strings.TrimSuffix(strings.Repeat(`"Missing required field: a_rather_long_field_name_number_x",`, 1), ",") + `,` +
			`"e2 ` + strings.Repeat("y", 150) + `","e3 ` + strings.Repeat("z", 150) + `","e4"]}}`,
			check: func(t *testing.T, ev mapped) {
				if !strings.HasSuffix(ev.Problem, "(+2 more)") {
					t.Errorf("problem %q does not end with (+2 more)", ev.Problem)
				}
			}},
		{name: "action types as tags", line: `{"id":"t8","timestamp":"ts","query":"q","actions":[{"type":"FETCH"},{"type":"https://not a type"},{"target":"x"},"PARSE date","",{"type":"Select"}],"metrics":{"path":"FAST_PATH","latency_ms":3},"validation":{"valid":true}}`,
			check: func(t *testing.T, ev mapped) { wantTags(t, ev.Tags, "fetch", "parse", "select", "fast_path") }},
		{name: "long query is cut", line: `{"id":"t9","timestamp":"ts","query":"` + strings.Repeat("word ", 100) + `","validation":{"valid":true}}`,
			check: func(t *testing.T, ev mapped) {
				if n := utf8.RuneCountInString(ev.Problem); n > maxSubject {
					t.Errorf("problem has %d runes, want at most %d", n, maxSubject)
				}
			}},
		{name: "valid missing", line: `{"id":"t10","timestamp":"ts","validation":{}}`, errHas: "trace t10: field validation.valid is missing"},
		{name: "validation missing", line: `{"id":"t11","timestamp":"ts"}`, errHas: "field validation is missing"},
		{name: "validation not an object", line: `{"id":"t12","timestamp":"ts","validation":true}`, errHas: "field validation is a boolean, want an object"},
		{name: "errors not an array", line: `{"id":"t13","timestamp":"ts","validation":{"valid":false,"errors":"bad"}}`, errHas: "field validation.errors is a string, want an array"},
		{name: "fix not an object", line: `{"id":"t14","timestamp":"ts","validation":{"valid":false,"fixes_applied":[3]}}`, errHas: "field validation.fixes_applied[0] is a number, want an object"},
		{name: "fix field wrong type", line: `{"id":"t15","timestamp":"ts","validation":{"valid":false,"fixes_applied":[{"field":1}]}}`, errHas: "field validation.fixes_applied[0].field is a number"},
		{name: "action wrong type", line: `{"id":"t16","timestamp":"ts","actions":[1],"validation":{"valid":true}}`, errHas: "field actions[0] is a number"},
		{name: "numeric timestamp", line: `{"id":"t17","timestamp":1705314600,"validation":{"valid":true}}`, errHas: "field timestamp is a number, want a string"},
		{name: "blank id", line: `{"id":"  ","timestamp":"ts","validation":{"valid":true}}`, errHas: "field id is missing or empty"},
		{name: "metrics path wrong type", line: `{"id":"t18","timestamp":"ts","metrics":{"path":1},"validation":{"valid":true}}`, errHas: "field metrics.path is a number"},
	}
	runMapCases(t, NeuroTiny, cases)
}

func TestMapGoTN(t *testing.T) {
	step := func(data string) string {
		return `{"event":"execute_step","timestamp":"2025-01-27T10:30:00Z","data":` + data + `}`
	}
	cases := []mapCase{
		{name: "workspace_initialized", line: `{"event":"workspace_initialized","timestamp":"t"}`, skip: true},
		{name: "add_node", line: `{"event":"add_node","timestamp":"t","data":{"node":{"id":"n"}}}`, skip: true},
		{name: "update_node", line: `{"event":"update_node","timestamp":"t","data":"anything"}`, skip: true},
		{name: "add_edge", line: `{"event":"add_edge","timestamp":"t","data":{}}`, skip: true},
		{name: "start_run", line: `{"event":"start_run","timestamp":"t","data":{}}`, skip: true},
		{name: "unknown event", line: `{"event":"vector_synced","timestamp":"t"}`, skip: true},
		{name: "skipped step", line: step(`{"node_id":"n","status":"skipped","node":"not checked"}`), skip: true},
		{name: "failed with node", line: step(`{"run_id":"run-1","node_id":"setup_web_server","status":"failed","error":"EADDRINUSE port 3000",` +
			`"node":{"summary":"Configure Express server with CORS and middleware","tags":["Express","server","express"],"guards":["package.json exists"]}}`),
			check: func(t *testing.T, ev mapped) {
				wantField(t, "type", ev.Type, "mistake")
				wantField(t, "problem", ev.Problem, "Configure Express server with CORS and middleware failed: EADDRINUSE port 3000")
				wantField(t, "solution", ev.Solution, "")
				wantField(t, "category", ev.Category, "express")
				wantField(t, "source", ev.Source, "gotn:run-1/setup_web_server")
				wantField(t, "ts", ev.TS, "2025-01-27T10:30:00Z")
				wantTags(t, ev.Tags, "express", "server", "eaddrinuse")
			}},
		{name: "failed without node or error", line: step(`{"node_id":"deploy-to_staging","status":"failed"}`),
			check: func(t *testing.T, ev mapped) {
				wantField(t, "problem", ev.Problem, "deploy to staging failed")
				wantField(t, "category", ev.Category, "gotn")
				wantField(t, "source", ev.Source, "gotn:deploy-to_staging")
				wantTags(t, ev.Tags)
			}},
		{name: "prompt when no summary", line: step(`{"node_id":"n","status":"failed","node":{"prompt_text":"Write the\nnginx config"}}`),
			check: func(t *testing.T, ev mapped) { wantField(t, "problem", ev.Problem, "Write the nginx config failed") }},
		{name: "seed category wins", line: step(`{"node_id":"n","status":"failed","node":{"summary":"s","tags":["nginx","config"]}}`),
			check: func(t *testing.T, ev mapped) { wantField(t, "category", ev.Category, "config") }},
		{name: "error object", line: step(`{"node_id":"n","status":"failed","error":{"code":"E1","message":"Error: token expired"}}`),
			check: func(t *testing.T, ev mapped) { wantField(t, "problem", ev.Problem, "n failed: token expired") }},
		{name: "error object without message", line: step(`{"node_id":"n","status":"failed","error":{"code":"ETIMEDOUT"}}`),
			check: func(t *testing.T, ev mapped) {
				wantField(t, "problem", ev.Problem, `n failed: {"code":"ETIMEDOUT"}`)
				wantTags(t, ev.Tags, "etimedout")
			}},
		{name: "error number", line: step(`{"node_id":"n","status":"failed","error":42}`),
			check: func(t *testing.T, ev mapped) { wantField(t, "problem", ev.Problem, "n failed: 42") }},
		{name: "completed with criteria", line: step(`{"node_id":"n","status":"completed","node":{"summary":"Run migrations","success_criteria":["Migrations apply cleanly"]}}`),
			check: func(t *testing.T, ev mapped) {
				wantField(t, "type", ev.Type, "success")
				wantField(t, "problem", ev.Problem, "Run migrations")
				wantField(t, "solution", ev.Solution, "Completed: Migrations apply cleanly")
			}},
		{name: "completed bare", line: step(`{"node_id":"n","status":"completed"}`),
			check: func(t *testing.T, ev mapped) { wantField(t, "solution", ev.Solution, "Completed") }},
		{name: "no data", line: `{"event":"execute_step","timestamp":"t"}`, errHas: "execute_step: field data is missing"},
		{name: "data not an object", line: step(`[]`), errHas: "field data is an array, want an object"},
		{name: "no node_id", line: step(`{"status":"failed"}`), errHas: "field data.node_id is missing or empty"},
		{name: "no status", line: step(`{"node_id":"n"}`), errHas: "execute_step n: field data.status is missing or empty"},
		{name: "unknown status", line: step(`{"node_id":"n","status":"running"}`), errHas: `field data.status is "running", want completed, failed or skipped`},
		{name: "status case", line: step(`{"node_id":"n","status":"FAILED"}`), errHas: `field data.status is "FAILED"`},
		{name: "node wrong type", line: step(`{"node_id":"n","status":"failed","node":[]}`), errHas: "field data.node is an array, want an object"},
		{name: "tags wrong element", line: step(`{"node_id":"n","status":"failed","node":{"tags":[1]}}`), errHas: "field data.node.tags[0] is a number, want a string"},
		{name: "no event", line: `{"timestamp":"t"}`, errHas: "field event is missing or empty"},
		{name: "event not a string", line: `{"event":5,"timestamp":"t"}`, errHas: "field event is a number, want a string"},
		{name: "no timestamp on a skipped event", line: `{"event":"add_node"}`, errHas: "journal entry add_node: field timestamp is missing or empty"},
	}
	runMapCases(t, GoTN, cases)
}
