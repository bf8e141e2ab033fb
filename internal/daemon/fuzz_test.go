package daemon

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

// FuzzGuardRequest sends arbitrary bodies to POST /v1/guard: the API
// answers 200 with a guard result or 400 with an error, never anything
// else, and never panics.
func FuzzGuardRequest(f *testing.F) {
	for _, seed := range []string{
		`{"action":"post to moltbook"}`, `{"action":""}`, `{}`, `[]`, `null`, `{"action":5}`,
		`{"action":"x","extra":true}`, `{"action":"\u0000\ud800"}`, `not json`, ``, `{"action":"a"}{"action":"b"}`,
	} {
		f.Add([]byte(seed))
	}
	e := newEnv(f)
	e.opts.Guard = &fakeGuard{}
	d, err := New(e.opts)
	if err != nil {
		f.Fatal(err)
	}
	h := d.handler()
	f.Fuzz(func(t *testing.T, body []byte) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/guard", bytes.NewReader(body)))
		switch rec.Code {
		case http.StatusOK:
			var res model.GuardResult
			if err := json.Unmarshal(rec.Body.Bytes(), &res); err != nil || res.Decision == "" {
				t.Fatalf("200 with a body that is not a guard result: %q (%v)", rec.Body.String(), err)
			}
		case http.StatusBadRequest, http.StatusInternalServerError:
			var ae apiError
			if err := json.Unmarshal(rec.Body.Bytes(), &ae); err != nil || ae.Error == "" {
				t.Fatalf("%d without an error message: %q", rec.Code, rec.Body.String())
			}
		default:
			t.Fatalf("status %d for body %q", rec.Code, body)
		}
	})
}
