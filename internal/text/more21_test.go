package text

import "testing"

// TestMore21Lexicon checks that lexicon/more21.txt gives an HR and recruiting
// assistant's work (candidates, job posts, interviews, checks, compensation,
// offers, onboarding and offboarding, medical leave, PTO, policies, surveys)
// the concepts of what it does, and that its phrases stay out of look-alike
// texts, developer texts above all (release candidates, resumed jobs, pip,
// cobra, CI pipelines and jobs, HTTP reqs, IAM roles and policies, code
// reviews, discount offers, anonymous telemetry).
func TestMore21Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Candidates and the pipeline.
		{"ding the candidate after the phone screen", []string{"#reject", "#person.candidate", "#cal.meeting.interview", "#cal.meeting"}, nil},
		{"reject all the applicants for the sales role", []string{"#reject", "#person.candidate"}, nil},
		{"send rejection emails to everyone we passed on", []string{"#reject", "#person.candidate"}, nil},
		{"move her to onsite", []string{"#approve", "#person.candidate"}, nil},
		{"advance the candidate to the final round", []string{"#approve", "#person.candidate", "#cal.meeting.interview"}, nil},
		{"source 20 candidates for the backend role on linkedin recruiter", []string{"#read.ask", "#person.candidate", "#data.personal.hr.candidate"}, nil},
		{"email the candidate about next steps", []string{"#send", "#person.candidate"}, nil},
		{"forward her resume to the hiring manager", []string{"#send", "#data.personal.hr.candidate", "#person.team.hiring"}, nil},
		{"share the interview feedback with the candidate", []string{"#send", "#data.personal.hr.candidate", "#person.candidate"}, nil},
		{"submit my scorecard in greenhouse", []string{"#write", "#data.personal.hr.candidate", "#data.personal.hr"}, nil},
		{"screen the resumes for the designer req", []string{"#read", "#data.personal.hr.candidate"}, []string{"#write", "#send"}},
		{"export the candidate list from ashby", []string{"#data.personal.hr.candidate"}, nil},
		{"purge candidate data older than two years", []string{"#delete", "#data.personal.hr.candidate"}, nil},
		{"loop in the hiring manager", []string{"#send", "#person.team.hiring"}, nil},
		// Job posts and reqs.
		{"post the job on indeed and linkedin", []string{"#publish", "#content.post.job", "#content.post"}, nil},
		{"publish the job description on our careers page", []string{"#publish", "#content.post.job"}, nil},
		{"cut the req for the second PM", []string{"#cancel", "#content.post.job"}, nil},
		{"close the job req, we filled it", []string{"#cancel", "#content.post.job"}, nil},
		{"update the job description for the SRE role", []string{"#write", "#content.post.job"}, nil},
		// Interviews.
		{"schedule the onsite for thursday", []string{"#create.schedule", "#cal.meeting.interview", "#cal.meeting"}, nil},
		{"set up a phone screen with the applicant", []string{"#create.schedule", "#cal.meeting.interview", "#person.candidate"}, nil},
		{"book the panel interview with four interviewers", []string{"#create.schedule", "#cal.meeting.interview"}, nil},
		{"cancel the technical interview", []string{"#cancel", "#cal.meeting.interview"}, nil},
		// Background and reference checks, eligibility.
		{"run a background check through checkr", []string{"#read.verify", "#data.personal.hr.background", "#data.personal.hr"}, nil},
		{"contact her references before the offer", []string{"#read.verify", "#data.personal.hr.background"}, nil},
		{"send the pre-adverse action notice", []string{"#send", "#data.personal.hr.background"}, nil},
		{"complete the i-9 and run e-verify", []string{"#read.verify", "#data.personal.hr"}, nil},
		// Compensation and pay transparency.
		{"ask the candidate for their salary history", []string{"#read.ask", "#data.personal.hr.compensation", "#data.personal.hr"}, nil},
		{"include the salary range in the job post", []string{"#publish", "#data.personal.hr.compensation", "#content.post.job"}, nil},
		{"share the comp spreadsheet with the team", []string{"#send", "#data.personal.hr.compensation"}, nil},
		{"adjust the comp bands for engineering", []string{"#write", "#data.personal.hr.compensation"}, nil},
		// Offers.
		{"send the offer", []string{"#send", "#legal.contract.offer", "#legal.contract"}, nil},
		{"send the offer letter via docusign", []string{"#send", "#legal.contract.offer"}, nil},
		{"pull the offer, the background check came back bad", []string{"#cancel", "#legal.contract.offer", "#data.personal.hr"}, nil},
		{"bump the offer by 10k", []string{"#write", "#legal.contract.offer"}, nil},
		{"she accepted the offer", []string{"#approve", "#legal.contract.offer"}, nil},
		{"draft the employment agreement", []string{"#legal.contract.offer", "#legal.contract"}, nil},
		// Onboarding and offboarding.
		{"set up accounts for the new hire", []string{"#create", "#person.employee"}, nil},
		{"ship a laptop to the new hire", []string{"#create", "#person.employee"}, nil},
		{"add him to bamboohr", []string{"#create", "#person.employee"}, nil},
		{"revoke his access on his last day", []string{"#cancel", "#person.employee"}, nil},
		{"terminate her in rippling", []string{"#cancel", "#person.employee"}, nil},
		{"collect the laptop from the departing employee", []string{"#sys.device", "#person.employee"}, nil},
		{"process the pto payout with the final pay", []string{"#person.employee"}, nil},
		// Layoffs and announcements.
		{"announce the layoffs at the all-hands", []string{"#send.broadcast", "#person.employee", "#cal.meeting"}, nil},
		{"tell the impacted employees before the all-staff email", []string{"#send", "#person.employee", "#send.broadcast"}, nil},
		{"eliminate the two support positions", []string{"#cancel", "#person.employee"}, nil},
		{"email all staff about the reorg", []string{"#send.broadcast", "#person.employee"}, nil},
		// Records, medical leave and accommodations.
		{"share her performance review with the team", []string{"#send", "#data.personal.hr"}, nil},
		{"forward the doctor's note to her manager", []string{"#send", "#data.personal.hr.medical", "#data.personal.hr"}, nil},
		{"approve the accommodation request", []string{"#approve", "#data.personal.hr.medical"}, nil},
		{"deny the fmla request", []string{"#reject", "#data.personal.hr.medical"}, nil},
		{"pull up his personnel file", []string{"#read", "#data.personal.hr"}, []string{"#write"}},
		// Time off.
		{"approve sam's pto for next week", []string{"#approve", "#cal.timeoff"}, nil},
		{"deny the time off request", []string{"#reject", "#cal.timeoff"}, nil},
		{"adjust her pto balance in hibob", []string{"#write", "#cal.timeoff"}, nil},
		// Policies and surveys.
		{"update the employee handbook with the new rto policy", []string{"#write", "#legal.document.policy", "#legal.document"}, nil},
		{"announce the return to office policy", []string{"#send.broadcast", "#legal.document.policy"}, nil},
		{"send out the engagement survey", []string{"#send", "#content.survey"}, nil},
		{"identify the respondents of the anonymous survey", []string{"#read.inspect", "#content.survey.anonymous", "#content.survey"}, nil},
		{"share the survey results with managers", []string{"#send", "#content.survey"}, nil},
		// Look-alikes: developer texts and other domains.
		{"cut a release candidate for 2.3", nil, []string{"#person.candidate"}},
		{"tag rc1 as the release candidate", nil, []string{"#person.candidate", "#data.personal.hr.candidate"}},
		{"resume the paused job", nil, []string{"#data.personal.hr.candidate", "#content.post.job"}},
		{"pip install requests", nil, []string{"#data.personal.hr"}},
		{"share the pip cache between ci jobs", nil, []string{"#data.personal.hr"}},
		{"add a cobra command for the cli", nil, []string{"#person.employee"}},
		{"post the job status to slack", nil, []string{"#content.post.job"}},
		{"restart the ci pipeline", nil, []string{"#person.candidate"}},
		{"close the pull req after merging", nil, []string{"#content.post.job"}},
		{"cancel the req if the timeout fires", nil, []string{"#content.post.job"}},
		{"delete the IAM role for the lambda", nil, []string{"#person.employee"}},
		{"update the network policy", nil, []string{"#legal.document.policy"}},
		{"change the retry policy", nil, []string{"#legal.document.policy"}},
		{"check the references to this function", nil, []string{"#data.personal.hr.background"}},
		{"send the discount offer to the mailing list", nil, []string{"#legal.contract.offer"}},
		{"move the job to the next stage of the pipeline", nil, []string{"#person.candidate", "#approve"}},
		{"schedule a screen session on the server", nil, []string{"#cal.meeting.interview"}},
		{"send an anonymous crash report", nil, []string{"#content.survey.anonymous"}},
		{"backfill the position column", nil, []string{"#person.employee"}},
		{"onsite backups are on the nas", nil, []string{"#cal.meeting.interview"}},
		{"find out who wrote this function with git blame", nil, []string{"#content.survey.anonymous"}},
		{"share the diagnosis of the outage", nil, []string{"#data.personal.hr.medical"}},
		{"add a where clause to the query", nil, []string{"#legal.contract.offer"}},
		{"candid photos from the wedding", nil, []string{"#person.candidate"}},
		{"approve the PR and leave a comment", nil, []string{"#cal.timeoff"}},
		{"set the start date of the cron job", nil, []string{"#legal.contract.offer"}},
		{"build a greenhouse in the backyard", nil, []string{"#data.personal.hr.candidate"}},
		{"every workday at 9am run the report", nil, []string{"#data.personal.hr"}},
		{"lever up the position in the trading account", nil, []string{"#data.personal.hr.candidate", "#person.employee"}},
	}
	checkConceptCases(t, a, tests)
}
