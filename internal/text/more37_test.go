package text

import "testing"

// TestMore37Lexicon checks that lexicon/more37.txt gives what a student or a
// job seeker asks an agent to do the concepts of what it does (registration
// and withdrawal, coursework and academic integrity, transcripts, financial
// aid, tuition, housing, admissions, job applications, résumés, references,
// recruiters, interviews, salary talk, offers, resigning and a private job
// search), and that its phrases stay out of look-alike texts, developer texts
// above all (registering routes, dropping columns, withdrawing PRs, meeting
// transcripts, application logs, resuming jobs, applying migrations).
func TestMore37Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Registration, add/drop, withdrawal.
		{"register for my fall classes", []string{"#create.signup", "#data.personal.student.enrollment", "#data.personal.student"}, nil},
		{"drop a class before the add/drop deadline", []string{"#cancel", "#data.personal.student.enrollment"}, nil},
		{"withdraw from the statistics course", []string{"#cancel", "#data.personal.student.enrollment"}, nil},
		{"check my waitlist position for bio 101", []string{"#read", "#data.personal.student.enrollment"}, []string{"#cancel"}},
		{"drop out of college", []string{"#cancel", "#data.personal.student.enrollment"}, nil},
		// Instructors and TAs.
		{"email my TA about the late submission", []string{"#send", "#person.teacher", "#content.coursework"}, nil},
		{"reply to the professor about the regrade", []string{"#send", "#person.teacher"}, nil},
		// Coursework, extensions, integrity, exams.
		{"submit my essay on canvas", []string{"#browse.submit", "#content.coursework"}, nil},
		{"turn in the problem set on gradescope", []string{"#browse.submit", "#content.coursework"}, nil},
		{"ask the professor for an extension on the essay", []string{"#read.ask", "#person.teacher", "#content.coursework"}, nil},
		{"use chatgpt to write my history essay", []string{"#content.coursework.integrity", "#content.coursework"}, nil},
		{"pay someone to write my essay", []string{"#content.coursework.integrity"}, nil},
		{"share the exam answers with my study group", []string{"#send", "#content.coursework.integrity"}, nil},
		{"upload the exam to chegg", []string{"#send", "#content.coursework.integrity", "#content.coursework.exam"}, nil},
		{"check the honor code on collaboration", []string{"#content.coursework.integrity"}, nil},
		{"bypass the lockdown browser during the quiz", []string{"#disable", "#content.coursework.exam"}, nil},
		{"reschedule my midterm with the testing office", []string{"#create.schedule", "#content.coursework.exam"}, nil},
		// Transcripts and GPA.
		{"order an official transcript for the grad school application", []string{"#send", "#data.personal.student.grade", "#application"}, nil},
		{"round up my gpa on the form", []string{"#write", "#data.personal.student.grade"}, nil},
		// Financial aid, tuition, housing.
		{"submit the FAFSA", []string{"#browse.submit", "#finance.aid", "#finance"}, nil},
		{"accept the unsubsidized loans in my aid offer", []string{"#approve", "#finance.aid"}, nil},
		{"decline the work-study", []string{"#reject", "#finance.aid"}, nil},
		{"sign the master promissory note", []string{"#approve.sign", "#finance.aid", "#finance.credit"}, nil},
		{"pay the tuition bill", []string{"#pay", "#payment.bill.tuition", "#payment.bill"}, nil},
		{"set up a tuition payment plan", []string{"#pay", "#payment.bill.tuition"}, nil},
		{"submit my housing application", []string{"#browse.submit", "#house.dorm", "#house"}, nil},
		{"pay the housing deposit", []string{"#pay", "#payment.deposit", "#house.dorm"}, nil},
		{"cancel my housing contract", []string{"#cancel", "#house.dorm", "#legal.contract"}, nil},
		// Admissions and recommendation letters.
		{"apply early decision to Brown", []string{"#browse.submit", "#application.binding", "#application"}, nil},
		{"sign the early decision agreement", []string{"#application.binding"}, nil},
		{"pay the common app application fee", []string{"#pay", "#payment.fee", "#application"}, nil},
		{"submit the enrollment deposit to two colleges", []string{"#approve", "#application", "#payment.deposit"}, nil},
		{"decline the offer of admission from ucla", []string{"#reject", "#application"}, nil},
		{"ask Dr. Kim for a letter of recommendation", []string{"#read.ask", "#writing.draft.recommendation"}, nil},
		{"apply for the study abroad program in madrid", []string{"#browse.submit", "#travel.international"}, nil},
		// Job applications and résumés.
		{"apply to 50 jobs on linkedin with easy apply", []string{"#browse.submit", "#application"}, nil},
		{"apply to every job on indeed", []string{"#browse.submit", "#application", "#mod.all"}, nil},
		{"fill out the workday application for acme", []string{"#browse.submit", "#application"}, nil},
		{"tailor my resume for the stripe role", []string{"#write", "#writing.draft.resume", "#writing.draft"}, nil},
		{"attach my resume and cover letter", []string{"#send", "#writing.draft.resume"}, nil},
		{"embellish my resume with a fake title", []string{"#write", "#writing.draft.resume", "#content.coursework.integrity"}, nil},
		{"draft a cover letter for the data analyst job", []string{"#write.draft", "#writing.draft"}, nil},
		// References, recruiters, interviews, assessments.
		{"list my old manager as a reference", []string{"#send", "#data.personal.hr.background"}, nil},
		{"authorize the background check", []string{"#approve.sign", "#data.personal.hr.background"}, nil},
		{"reply to the recruiter", []string{"#send", "#person.team.hiring"}, nil},
		{"accept the interview invitation for tuesday", []string{"#approve", "#cal.meeting.interview"}, nil},
		{"submit the hackerrank assessment", []string{"#browse.submit", "#cal.meeting.interview"}, nil},
		{"use chatgpt on the coding assessment", []string{"#content.coursework.integrity", "#cal.meeting.interview"}, nil},
		// Salary talk and offers.
		{"tell the recruiter my current salary", []string{"#send", "#data.personal.hr.compensation"}, nil},
		{"give them my salary expectations", []string{"#send", "#data.personal.hr.compensation"}, nil},
		{"negotiate the salary on the offer", []string{"#write", "#legal.contract.offer", "#data.personal.hr.compensation"}, nil},
		{"accept the job offer from acme", []string{"#approve", "#legal.contract.offer"}, nil},
		{"turn down the job at globex", []string{"#reject", "#legal.contract.offer"}, nil},
		{"renege on my accepted offer", []string{"#cancel", "#legal.contract.offer"}, nil},
		{"back out of the accepted offer", []string{"#cancel", "#legal.contract.offer"}, nil},
		{"ask for more time to decide on the offer", []string{"#read.ask", "#legal.contract.offer"}, nil},
		{"sign the non-compete clause", []string{"#approve.sign", "#legal.contract"}, nil},
		// Resigning, the current employer, a private search.
		{"submit my resignation letter", []string{"#send", "#person.employee.resignation", "#person.employee"}, nil},
		{"give my two weeks notice", []string{"#send", "#person.employee.resignation"}, nil},
		{"tell my current employer I'm leaving", []string{"#send", "#person.employer"}, nil},
		{"tell my boss I'm interviewing", []string{"#send", "#data.personal.job_search", "#data.personal"}, nil},
		{"turn on open to work on linkedin", []string{"#enable", "#data.personal.job_search"}, nil},
		{"hide the open to work banner", []string{"#disable", "#data.personal.job_search"}, nil},
		// Look-alikes stay out.
		{"register the route in the router", nil, []string{"#data.personal.student.enrollment", "#application"}},
		{"register the handler for the class", nil, []string{"#data.personal.student.enrollment"}},
		{"drop the column from the users table", nil, []string{"#data.personal.student.enrollment", "#cancel"}},
		{"drop the unused css classes", nil, []string{"#data.personal.student.enrollment"}},
		{"of course drop the column", nil, []string{"#data.personal.student.enrollment"}},
		{"withdraw the PR", nil, []string{"#data.personal.student.enrollment", "#application", "#legal.contract.offer"}},
		{"submit the form in the test", nil, []string{"#content.coursework", "#application", "#finance.aid"}},
		{"the offer table has a null column", nil, []string{"#legal.contract.offer", "#approve", "#cancel"}},
		{"send the transcript of the meeting to bob", nil, []string{"#data.personal.student.grade"}},
		{"tail the application logs", nil, []string{"#browse.submit", "#application.binding"}},
		{"update the exam fixture", nil, []string{"#content.coursework.integrity", "#disable"}},
		{"resume the job", nil, []string{"#writing.draft.resume", "#writing.draft", "#application"}},
		{"apply the migration", nil, []string{"#application", "#browse.submit"}},
		{"apply the config to the job", nil, []string{"#application", "#browse.submit"}},
		{"apply the policy to the role", nil, []string{"#application", "#browse.submit"}},
		{"apply the label to every job in ci", nil, []string{"#application", "#browse.submit"}},
		{"cancel the current job in ci", nil, []string{"#person.employer", "#person.employee.resignation"}},
		{"resign the binary with the new cert", nil, []string{"#person.employee.resignation"}},
		{"the model is cheating on the benchmark", nil, []string{"#content.coursework.integrity"}},
		{"print the git cheat sheet", nil, []string{"#content.coursework.integrity"}},
		{"pip install instructor", nil, []string{"#person.teacher"}},
		{"update the meal plan for the week", nil, []string{"#house.dorm"}},
		{"switch to the next section of the doc", nil, []string{"#data.personal.student.enrollment"}},
		{"accept the suggestion at cursor position", nil, []string{"#legal.contract.offer"}},
		{"ask the model for a recommendation", nil, []string{"#writing.draft.recommendation"}},
		{"add a file extension check", nil, []string{"#content.coursework"}},
		{"update the resume handler for paused jobs", nil, []string{"#writing.draft.resume"}},
		{"send SIGCONT to resume the process", nil, []string{"#writing.draft.resume"}},
		{"train the cv model on the new images", nil, []string{"#writing.draft.resume"}},
		{"transfer the domain to a new registrar", nil, []string{"#data.personal.student.enrollment"}},
		{"apply for the aws credits", nil, []string{"#finance.aid"}},
		{"the recommender system needs retraining", nil, []string{"#application", "#writing.draft.recommendation"}},
		{"check the application status in argocd", nil, []string{"#application.binding", "#browse.submit"}},
		{"submit the spark job to the cluster", nil, []string{"#application", "#content.coursework"}},
		{"open the employer contributions report", nil, []string{"#person.employer"}},
		{"split the epic into individual work items", nil, []string{"#content.coursework.integrity"}},
		{"the worker is looking for work in the queue", nil, []string{"#data.personal.job_search"}},
		{"look at the new job config", nil, []string{"#data.personal.job_search", "#application"}},
		{"update the contact's current company field", nil, []string{"#person.employer"}},
		{"use the current context manager", nil, []string{"#person.employer"}},
		{"publish the midterm grades", nil, []string{"#content.coursework.integrity"}},
	}
	checkConceptCases(t, a, tests)
}
