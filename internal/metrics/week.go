package metrics

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// WeekOf returns the ISO 8601 week of t as seen in loc (nil means UTC),
// formatted "2026-W47". Around New Year the ISO year may differ from the
// calendar year: 2025-12-29 is in 2026-W01, 2021-01-03 in 2020-W53.
func WeekOf(t time.Time, loc *time.Location) string {
	y, w := t.In(orUTC(loc)).ISOWeek()
	return fmt.Sprintf("%04d-W%02d", y, w)
}

// ParseWeek reads an ISO week "YYYY-Www" (the W may be lower case) and
// returns the half-open interval [start, end) it covers in loc (nil means
// UTC): start is Monday 00:00 and end the next Monday 00:00, so the week is
// 167, 168 or 169 hours long across daylight-saving changes. Week 53 is
// accepted only in years that have one.
func ParseWeek(s string, loc *time.Location) (start, end time.Time, err error) {
	year, week, err := splitWeek(s)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	if n := weeksInYear(year); week > n {
		return time.Time{}, time.Time{}, fmt.Errorf("parse week %q: %d has %d ISO weeks", s, year, n)
	}
	y, m, d := mondayOfWeek(year, week)
	loc = orUTC(loc)
	start = time.Date(y, m, d, 0, 0, 0, 0, loc)
	return start, time.Date(y, m, d+7, 0, 0, 0, 0, loc), nil
}

// splitWeek checks the shape "YYYY-Www" and returns its numbers.
func splitWeek(s string) (year, week int, err error) {
	bad := func(why string) (int, int, error) {
		return 0, 0, fmt.Errorf("parse week %q: %s (want YYYY-Www, e.g. 2026-W47)", s, why)
	}
	if len(s) != 8 || s[4] != '-' || (s[5] != 'W' && s[5] != 'w') {
		return bad("wrong shape")
	}
	if !allDigits(s[:4]) || !allDigits(s[6:]) {
		return bad("not a number")
	}
	year, _ = strconv.Atoi(s[:4])
	week, _ = strconv.Atoi(s[6:])
	if year < 1 {
		return bad("year out of range")
	}
	if week < 1 || week > 53 {
		return bad("week out of range")
	}
	return year, week, nil
}

func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// mondayOfWeek returns the calendar date of the Monday of ISO week w of
// year y (it may lie in the previous year). January 4th is always in week 1.
func mondayOfWeek(y, w int) (int, time.Month, int) {
	jan4 := time.Date(y, time.January, 4, 0, 0, 0, 0, time.UTC)
	back := (int(jan4.Weekday()) + 6) % 7 // days since Monday
	mon := jan4.AddDate(0, 0, -back+7*(w-1))
	return mon.Date()
}

// weeksInYear returns 52 or 53: December 28th is always in the last week.
func weeksInYear(y int) int {
	_, w := time.Date(y, time.December, 28, 0, 0, 0, 0, time.UTC).ISOWeek()
	return w
}

// addWeeks returns the week n weeks after (n < 0: before) week s, which
// must be valid.
func addWeeks(s string, n int) string {
	year, week, _ := splitWeek(s)
	y, m, d := mondayOfWeek(year, week)
	return WeekOf(time.Date(y, m, d+7*n, 12, 0, 0, 0, time.UTC), time.UTC)
}

func orUTC(loc *time.Location) *time.Location {
	if loc == nil {
		return time.UTC
	}
	return loc
}
