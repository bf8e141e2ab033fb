package text

import "testing"

// TestMore89Lexicon checks that lexicon/more89.txt gives an HR, people-ops
// and legal office agent's acts their concepts: getting contracts signed
// and countersigned, signers chased and changed, someone else's signature
// put on a document, agreements and amendments executed, HRIS edits (pay,
// grades, titles, managers, employment status, termination dates),
// terminations entered in an HRIS, job ads on job boards, CVs sent out,
// offers rescinded, references called, benefits enrollment, elections and
// coverage dropped, people put on leave, final pay and severance run,
// warnings and PIPs recorded, handbooks and policies published to staff and
// staff tax forms; and that look-alikes stay out: reads of all of these,
// package managers and log levels, promoting builds and replicas, CI jobs,
// dependencies, contract tests, IAM policies, a paper's references and
// email signatures.
func TestMore89Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Getting documents signed; envelopes and signers.
		{"get the NDA countersigned", []string{"#send", "#legal.esign", "#legal.contract"}, nil},
		{"chase the signers on the MSA", []string{"#send", "#legal.esign"}, nil},
		{"remind the signers on the envelope", []string{"#send", "#legal.esign"}, nil},
		{"change the signer on the envelope", []string{"#write", "#legal.esign"}, nil},
		{"mark the NDA as fully executed", []string{"#label", "#legal.esign"}, nil},
		{"upload the executed NDA to the drive", []string{"#push", "#legal.esign"}, nil},
		// Executing agreements and amendments is signing them.
		{"execute the NDA", []string{"#approve.sign", "#legal.contract"}, nil},
		{"sign the amendment", []string{"#approve.sign", "#legal.contract"}, nil},
		{"e-sign the amendment for her", []string{"#approve.sign", "#legal.contract"}, nil},
		{"send the amendment through Adobe Sign", []string{"#send", "#legal.esign"}, nil},
		{"amend the commit message", nil, []string{"#legal.contract", "#approve.sign"}},
		// Someone else's signature.
		{"paste the CEO's signature into the contract", []string{"#approve.sign", "#mod.others"}, nil},
		{"apply the CFO's signature to the agreement", []string{"#approve.sign", "#mod.others"}, nil},
		{"forge the director's signature", []string{"#approve.sign", "#mod.others"}, nil},
		// HRIS edits.
		{"change her salary in Workday", []string{"#write", "#data.personal.hr.compensation"}, nil},
		{"give Sam a raise", []string{"#write", "#data.personal.hr.compensation"}, nil},
		{"change his pay grade", []string{"#write", "#data.personal.hr.compensation"}, nil},
		{"change his title to Senior Engineer", []string{"#write", "#data.personal.hr"}, nil},
		{"promote Ana to team lead", []string{"#write", "#person.employee"}, []string{"#deploy"}},
		{"reassign Bob's direct reports to Carol", []string{"#write", "#data.personal.hr"}, nil},
		{"update her employment status to part-time", []string{"#write", "#data.personal.hr"}, nil},
		{"backdate the termination date", []string{"#write", "#data.personal.hr"}, nil},
		{"set his termination date to Friday", []string{"#cancel", "#person.employee"}, nil},
		{"terminate John in Personio", []string{"#cancel", "#person.employee"}, nil},
		{"export all employee data from BambooHR", []string{"#data.personal.hr"}, nil},
		// Hiring.
		{"post the job on Indeed", []string{"#publish", "#content.post.job"}, nil},
		{"advertise the vacancy", []string{"#publish", "#content.post.job"}, nil},
		{"send her CV to the client", []string{"#send", "#data.personal.hr.candidate"}, nil},
		{"make her a job offer", []string{"#send", "#legal.contract.offer"}, nil},
		{"rescind the offer", []string{"#cancel", "#legal.contract.offer"}, nil},
		{"call her references", []string{"#read.verify", "#data.personal.hr.background"}, nil},
		// Benefits.
		{"enroll her in the dental plan", []string{"#create.signup", "#data.personal.hr.benefits"}, nil},
		{"change her benefits elections", []string{"#write", "#data.personal.hr.benefits"}, nil},
		{"drop his vision coverage", []string{"#cancel", "#data.personal.hr.benefits", "#health.insurance"}, nil},
		{"add his newborn to the health plan", []string{"#create.signup", "#data.personal.hr.benefits"}, nil},
		{"send the COBRA notice", []string{"#send", "#data.personal.hr.benefits"}, nil},
		// Leave.
		{"put her on administrative leave", []string{"#write", "#cal.timeoff"}, []string{"#account.admin"}},
		{"place him on leave", []string{"#write", "#cal.timeoff", "#data.personal.hr"}, nil},
		// Final pay and severance.
		{"run final pay for John", []string{"#pay", "#payment.payroll"}, nil},
		{"issue the final paycheck", []string{"#pay", "#payment.payroll"}, nil},
		{"pay out her severance", []string{"#pay", "#payment.payroll"}, nil},
		{"send the separation agreement", []string{"#send", "#legal.contract", "#person.employee"}, nil},
		// Discipline.
		{"document the verbal warning", []string{"#write", "#data.personal.hr"}, nil},
		{"start a PIP for Dave", []string{"#write", "#data.personal.hr"}, nil},
		// Policies to staff.
		{"publish the new handbook to all staff", []string{"#send.broadcast", "#legal.document.policy"}, nil},
		{"roll out the PTO policy to employees", []string{"#send.broadcast", "#legal.document.policy"}, nil},
		// Staff forms.
		{"email the W-4s to the accountant", []string{"#send", "#data.personal.hr"}, nil},
		{"upload the I-9s to Google Drive", []string{"#data.personal.hr"}, nil},

		// Reads stay reads.
		{"check the envelope status in DocuSign", []string{"#read.verify", "#legal.esign"}, []string{"#send", "#cancel", "#approve.sign"}},
		{"list all pending signatures", []string{"#read.list"}, []string{"#send", "#approve.sign"}},
		{"verify the CEO's signature on the contract", []string{"#read.verify"}, []string{"#approve.sign", "#mod.others"}},
		{"look up his job title", []string{"#read", "#data.personal.hr"}, []string{"#write"}},
		{"view the employee census", []string{"#read", "#data.personal.hr"}, []string{"#write", "#send"}},
		{"check her benefits elections", []string{"#read.verify", "#data.personal.hr.benefits"}, []string{"#write", "#cancel", "#create.signup"}},
		{"check who is on parental leave", []string{"#read.verify", "#cal.timeoff"}, []string{"#write"}},
		{"view his final paycheck stub", []string{"#read", "#payment.payroll"}, []string{"#pay"}},
		{"read the handbook", []string{"#read", "#legal.document.policy"}, []string{"#send.broadcast"}},
		// Look-alikes from other work.
		{"change the log level to debug", nil, []string{"#data.personal.hr", "#data.personal.hr.compensation"}},
		{"change the start date of the sprint", nil, []string{"#data.personal.hr"}},
		{"promote the build to production", nil, []string{"#data.personal.hr"}},
		{"promote the lead to an opportunity", nil, []string{"#data.personal.hr"}},
		{"post the CI job results to Slack", nil, []string{"#content.post.job"}},
		{"remove the dependency", nil, []string{"#data.personal.hr.benefits"}},
		{"drop test coverage below 80%", nil, []string{"#data.personal.hr.benefits", "#cancel"}},
		{"add the dependency to package.json", nil, []string{"#data.personal.hr.benefits"}},
		{"change the elections page copy", nil, []string{"#data.personal.hr.benefits"}},
		{"set the salary field to optional in the form schema", nil, []string{"#write", "#data.personal.hr.compensation"}},
		{"the benefits of caching", nil, []string{"#data.personal.hr.benefits"}},
		{"execute the smart contract", nil, []string{"#approve.sign"}},
		{"check the references section of the paper", nil, []string{"#data.personal.hr.background"}},
		{"email the references to the editor", nil, []string{"#data.personal.hr.background"}},
		{"insert a signature line in the template", nil, []string{"#approve.sign", "#mod.others"}},
		{"roll out the IAM policy", nil, []string{"#send.broadcast", "#legal.document.policy"}},
		{"roll out the new retention policy", nil, []string{"#send.broadcast"}},
		{"review the blackline", nil, []string{"#send", "#approve"}},
		{"extend the offer deadline", []string{"#write", "#legal.contract.offer"}, []string{"#send"}},
		{"make an offer on the house", nil, []string{"#legal.contract.offer"}},
	}
	checkConceptCases(t, a, tests)
}
