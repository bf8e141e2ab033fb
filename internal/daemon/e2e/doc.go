// Package e2e holds loopd's end-to-end reliability tests for the daemon:
// they build the real binary once, run `loopd run` as a separate process
// on real files, kill it with SIGKILL at random moments, rotate,
// truncate and delete its inputs, and run CLI commands against it, then
// check that every event is stored exactly once. It has no code of its
// own outside the tests.
package e2e
