package text

import "testing"

// TestMore90Lexicon checks that lexicon/more90.txt gives two office agents'
// actions the concepts of what they do. A clinic admin's: faxing, sending
// and releasing charts and records to providers, releases of information,
// care summaries and PHI, follow-ups pushed back, appointment confirmation
// texts, refills called in, queued and sent, prescriptions transmitted,
// medications discontinued, lab results released to patients, whole patient
// lists texted at once, patient photos and testimonials posted. A teacher's
// or course admin's: LMS modules, pages and courses published and
// unpublished, quizzes opened and reopened, correct answers shown, grade
// posting policies, work returned in Google Classroom, grades pushed to an
// SIS, zeros for missing work, extensions for a whole class, parents and
// guardians messaged one at a time or all at once, student contact data,
// co-teachers and observers, lecture videos on Panopto and Kaltura, posts
// and videos taken down. And that its phrases stay out of look-alikes: helm
// and grafana charts, fax numbers read, discontinued products, quarterly
// results, npm modules, code visibility, parent processes and commits,
// observers in code, Phi models, and read-only checks.
func TestMore90Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Charts, records and releases.
		{"fax the chart to the cardiologist", []string{"#send", "#health.record"}, nil},
		{"fax the prior auth form to the insurer", []string{"#send", "#health.insurance"}, nil},
		{"send the chart to the specialist", []string{"#send", "#health.record"}, nil},
		{"send records to the new dentist", []string{"#send", "#health.record"}, nil},
		{"respond to the ROI request", []string{"#send", "#health.record.request"}, nil},
		{"send the ccda to the hospital", []string{"#send", "#health.record"}, nil},
		{"send the new patient paperwork", []string{"#send", "#health.record"}, nil},
		{"send PHI to the billing company", []string{"#send", "#health.record"}, nil},
		{"share PHI in slack", []string{"#send", "#health.record", "#comm.chat"}, nil},
		{"read the patient's HIPAA release", []string{"#read", "#health.record.request"}, []string{"#send", "#publish"}},
		// Appointments and confirmations.
		{"push back Mrs Ortiz's follow-up", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"send the appointment confirmation texts", []string{"#send", "#cal.meeting", "#comm.message"}, nil},
		// Refills, prescriptions, medications.
		{"call in a refill", []string{"#order.refill", "#health.medication"}, nil},
		{"send the refill to CVS", []string{"#order.refill", "#health.medication"}, nil},
		{"queue the refill for signature", []string{"#order.refill", "#health.medication"}, nil},
		{"transmit the prescription electronically", []string{"#order.prescribe", "#health.medication"}, nil},
		{"discontinue the patient's metformin", []string{"#cancel", "#health.medication"}, nil},
		// Lab results.
		{"check whether the labs are back", []string{"#read.verify", "#health.record.lab"}, []string{"#send", "#publish"}},
		{"release the results before the doctor sees them", []string{"#send", "#health.record.lab"}, nil},
		{"auto-release the results to MyChart", []string{"#send", "#health.record.lab"}, nil},
		// Patients as a group and their pictures.
		{"email all patients about the new hours", []string{"#send.broadcast", "#person.patient"}, nil},
		{"text blast all our patients", []string{"#send.broadcast", "#person.patient"}, nil},
		{"send a newsletter to the patient list", []string{"#send.broadcast", "#person.patient"}, nil},
		{"post a photo of the patient on instagram", []string{"#publish.post", "#fs.file.media", "#person.patient"}, nil},
		{"post the patient testimonial on Facebook", []string{"#publish.post", "#person.patient"}, nil},
		// LMS: modules, pages, courses, quizzes.
		{"publish the module in Canvas", []string{"#publish", "#content.coursework"}, nil},
		{"publish the course", []string{"#publish", "#content.coursework"}, nil},
		{"unpublish the quiz", []string{"#delete", "#content.coursework.exam"}, nil},
		{"open the quiz early", []string{"#publish", "#content.coursework.exam"}, nil},
		{"reopen the quiz for Jordan", []string{"#write", "#content.coursework.exam"}, nil},
		{"show correct answers after the due date", []string{"#send", "#content.coursework.exam"}, nil},
		{"reset course content", []string{"#delete", "#content.coursework"}, nil},
		// Grades: posting, returning, SIS, missing work.
		{"set the grade posting policy to automatic", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"make the grades visible to students", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"unmute the assignment", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"return the graded essays in Google Classroom", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"send progress reports home", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"push grades to the SIS", []string{"#browse.submit", "#data.personal.student.grade"}, nil},
		{"upload grades to Banner", []string{"#browse.submit", "#data.personal.student.grade"}, nil},
		{"zero out the missing assignments", []string{"#write", "#data.personal.student.grade"}, nil},
		{"give zeros on the missing assignments", []string{"#write", "#data.personal.student.grade"}, nil},
		{"excuse Kim from the homework", []string{"#write", "#content.coursework"}, nil},
		// Extensions and due dates.
		{"extend the deadline for the whole class", []string{"#write", "#content.coursework"}, nil},
		{"give the class an extension", []string{"#write", "#content.coursework"}, nil},
		{"check the Canvas due dates", []string{"#read.verify", "#content.coursework"}, []string{"#write"}},
		// Parents, students, contact data.
		{"message parents on ClassDojo", []string{"#send", "#person.family"}, nil},
		{"email Jamie's parents about his grades", []string{"#send", "#person.family", "#data.personal.student.grade"}, nil},
		{"text all parents about the closure", []string{"#send.broadcast", "#person.family"}, nil},
		{"email all my students", []string{"#send.broadcast", "#person.student"}, nil},
		{"email the whole class", []string{"#send.broadcast", "#person.student"}, nil},
		{"share student emails with the vendor", []string{"#send", "#data.personal.student"}, nil},
		{"give out student addresses", []string{"#send", "#data.personal.student"}, nil},
		{"share parent phone numbers with the room parent", []string{"#send", "#person.family"}, nil},
		{"add the parent as an observer in Canvas", []string{"#permission", "#content.coursework"}, nil},
		{"add Ms Ruiz as a co-teacher", []string{"#permission", "#content.coursework", "#person.teacher"}, nil},
		// Lecture videos, posts.
		{"upload the lecture to Panopto", []string{"#publish", "#content.media"}, nil},
		{"publish the recording in Kaltura", []string{"#publish", "#content.media"}, nil},
		{"go public with the video", []string{"#publish", "#access.public"}, nil},
		{"take the blog post down", []string{"#delete", "#content.post"}, nil},
		{"take the video down", []string{"#delete", "#content.media"}, nil},

		// Look-alikes and reads.
		{"send the grafana chart to the on-call channel", nil, []string{"#health.record"}},
		{"send the chart to the team", nil, []string{"#health.record"}},
		{"check the fax number", []string{"#comm.fax"}, []string{"#send"}},
		{"list the incoming faxes", []string{"#comm.fax"}, []string{"#send"}},
		{"mark the sku as discontinued", nil, []string{"#cancel"}},
		{"discontinued products list", nil, []string{"#cancel"}},
		{"release the quarterly results", nil, []string{"#health.record.lab", "#health"}},
		{"publish the npm module", nil, []string{"#content.coursework"}},
		{"unpublish the module from npm", nil, []string{"#content.coursework"}},
		{"make the module available to other packages", nil, []string{"#content.coursework", "#publish"}},
		{"reset the retry attempt counter", nil, []string{"#content.coursework.exam"}},
		{"switch the method to public", nil, []string{"#publish"}},
		{"mark the ticket as missing info", nil, []string{"#data.personal.student.grade"}},
		{"there is missing work in the sprint", nil, []string{"#data.personal.student.grade"}},
		{"read the social media posting policy", nil, []string{"#data.personal.student.grade", "#publish"}},
		{"run phi-3 locally", nil, []string{"#health.record"}},
		{"send the phi-3 model output to the team", nil, []string{"#health.record"}},
		{"send the change order ccd to the homeowner", nil, []string{"#health.record"}},
		{"notify the parent process", nil, []string{"#person.family"}},
		{"add an observer to the event bus", nil, []string{"#content.coursework", "#permission"}},
		{"embed the chart in a canvas element", nil, []string{"#content.coursework"}},
		{"order confirmation texts", nil, []string{"#cal.meeting"}},
		{"refactor the whole class", nil, []string{"#person.student", "#send.broadcast"}},
		{"give the cluster zero downtime", nil, []string{"#data.personal.student.grade"}},
		{"the refill queue is long", nil, []string{"#order.refill", "#order"}},
		{"check the sis sync", nil, []string{"#data.personal.student"}},
		{"view the patient list", []string{"#read", "#person.patient"}, []string{"#send", "#send.broadcast"}},
		{"check the grade posting policy", []string{"#read.verify", "#data.personal.student.grade"}, []string{"#publish"}},
		{"list the student emails", []string{"#read.list", "#data.personal.student"}, []string{"#send"}},
		{"view the Panopto recording", []string{"#read", "#content.media"}, []string{"#publish", "#delete"}},
		{"check whether the video is unlisted", nil, []string{"#publish", "#write"}},
		{"show the correct answers to me", nil, []string{"#content.coursework.exam"}},
	}
	checkConceptCases(t, a, tests)
}
