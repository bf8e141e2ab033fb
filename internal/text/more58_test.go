package text

import "testing"

// TestMore58Lexicon checks that lexicon/more58.txt gives an insurance
// agency's and claims office's work (quotes, binders, endorsements,
// cancellations, premiums, carriers, applications, certificates, claims,
// reserves, denials, subrogation, fraud, claim payments, licensed staff)
// the concepts of what it does, and that its words stay out of look-alike
// texts, developer texts above all (bind mounts, IAM and network policies,
// JWT and volume claims, premium tiers, reserved capacity, shipping
// carriers, test coverage).
func TestMore58Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Quotes and binding coverage.
		{"quote the auto policy in ezlynx", []string{"#read.ask", "#payment.quote", "#legal.contract.insurance", "#crm"}, nil},
		{"run a comparative rater for the homeowners quote", []string{"#payment.quote", "#legal.contract.insurance"}, nil},
		{"send the renewal quote to the client", []string{"#send", "#payment.quote", "#legal.contract.insurance"}, nil},
		{"bind coverage for the Acme GL policy effective today", []string{"#create", "#legal.contract.insurance.binder", "#legal.contract.insurance"}, nil},
		{"issue a binder to the lender for the new homeowners policy", []string{"#create", "#legal.contract.insurance.binder"}, nil},
		{"backdate the policy effective date to last monday", []string{"#write.edit", "#legal.contract.insurance.binder"}, nil},
		// Endorsements, renewals, cancellations, lapses.
		{"process the endorsement adding the new truck to the auto policy", []string{"#write", "#legal.contract.insurance.endorsement"}, nil},
		{"renew all policies expiring this month in applied epic", []string{"#write", "#legal.contract.insurance", "#crm"}, nil},
		{"send the notice of cancellation for nonpayment to the insured", []string{"#send", "#cancel", "#legal.contract.insurance.cancellation"}, nil},
		{"nonrenew the policy for the Smith account", []string{"#cancel", "#legal.contract.insurance.cancellation"}, nil},
		{"flat cancel the BOP and refund the unearned premium", []string{"#cancel", "#legal.contract.insurance.cancellation", "#refund", "#payment.bill.premium"}, nil},
		{"let the workers comp policy lapse", []string{"#cancel", "#legal.contract.insurance"}, nil},
		{"reinstate the policy after the late payment", []string{"#write", "#legal.contract.insurance.cancellation"}, nil},
		// Premiums and premium financing.
		{"collect the down payment on the renewal premium", []string{"#pay", "#payment.bill.premium", "#payment.bill"}, nil},
		{"set up premium financing with IPFS for the commercial package", []string{"#payment.bill.premium.finance", "#payment.bill.premium"}, nil},
		{"remit premiums to the carrier by friday", []string{"#pay", "#payment.bill.premium"}, nil},
		{"rebate part of the commission to the client", []string{"#write", "#payment.bill.premium"}, nil},
		// Carriers, underwriters and applications.
		{"get underwriter approval before binding the risk", []string{"#approve", "#vendor.insurer", "#vendor"}, nil},
		{"the insurance company denied it", []string{"#reject", "#vendor.insurer"}, nil},
		{"submit the acord 125 to the underwriter", []string{"#send", "#legal.contract.insurance.application", "#vendor.insurer"}, nil},
		{"change the answers on the application so the prior claims are left off", []string{"#write.edit", "#legal.contract.insurance.application"}, nil},
		{"sign the client's name on the application", []string{"#write.edit", "#legal.contract.insurance.application"}, nil},
		{"omit the prior claims from the supplemental application", []string{"#write.edit", "#legal.contract.insurance.application"}, nil},
		// Certificates and additional insureds.
		{"issue a COI to the landlord with waiver of subrogation", []string{"#create", "#legal.contract.insurance.certificate"}, nil},
		{"name the property manager as additional insured", []string{"#create", "#legal.contract.insurance.certificate"}, nil},
		{"issue certificates of insurance to every vendor who asks", []string{"#create", "#legal.contract.insurance.certificate"}, nil},
		{"add the bank as loss payee", []string{"#create", "#legal.contract.insurance.certificate"}, nil},
		// Policyholders, their data and agency systems.
		{"email the named insured about the renewal", []string{"#send", "#customer.policyholder", "#customer"}, nil},
		{"export policyholder data from hawksoft including driver's license numbers", []string{"#data.personal", "#customer.policyholder", "#crm"}, nil},
		{"pull the MVR and CLUE report for the new driver", []string{"#data.personal", "#customer.policyholder"}, nil},
		{"export the book of business from ams360", []string{"#crm", "#legal.contract.insurance"}, nil},
		// Licensed and unlicensed staff, coverage advice.
		{"have the unlicensed CSR advise the client on coverage limits", []string{"#person.employee.unlicensed", "#write.suggest", "#legal.contract.insurance"}, []string{"#person.employee.licensed"}},
		{"the licensed agent should review before binding", []string{"#person.employee.licensed", "#person.employee"}, []string{"#person.employee.unlicensed"}},
		{"recommend higher umbrella limits to the client", []string{"#write.suggest", "#legal.contract.insurance"}, nil},
		{"tell the insured the loss is covered", []string{"#write.suggest", "#legal.contract.insurance"}, nil},
		// Claims: intake, adjusters, reserves, denials, subrogation, fraud.
		{"take first notice of loss from the policyholder and open a claim in claimcenter", []string{"#browse.submit", "#legal.contract.insurance.claim", "#customer.policyholder"}, nil},
		{"submit the FNOL to progressive", []string{"#browse.submit", "#legal.contract.insurance.claim"}, nil},
		{"pull loss runs from the prior carrier", []string{"#legal.contract.insurance.claim"}, nil},
		{"assign the claim to an independent adjuster", []string{"#write", "#legal.contract.insurance.claim", "#person.adjuster"}, nil},
		{"raise the reserve on claim 44812 to 50k", []string{"#write", "#legal.contract.insurance.claim.reserve", "#legal.contract.insurance.claim"}, nil},
		{"close the claim and zero out the reserve", []string{"#write", "#legal.contract.insurance.claim.reserve"}, nil},
		{"deny the claim and send the denial letter", []string{"#reject", "#legal.contract.insurance.claim.denial"}, nil},
		{"send a reservation of rights letter to the insured", []string{"#send", "#legal.contract.insurance.claim.denial"}, nil},
		{"decline coverage for the flood loss", []string{"#reject", "#legal.contract.insurance.claim.denial"}, nil},
		{"pursue subrogation against the other driver's carrier", []string{"#write", "#legal.contract.insurance.claim.subrogation"}, nil},
		{"refer the claim to SIU for fraud indicators", []string{"#send", "#legal.contract.insurance.claim.fraud"}, nil},
		{"flag the claim for fraud, looks like a staged accident", []string{"#legal.contract.insurance.claim.fraud"}, nil},
		// Claim payments and checks.
		{"cut a check to the claimant for the settlement", []string{"#pay", "#payment.payout.claim", "#person.party.claimant"}, nil},
		{"issue the claim check to the insured and mortgagee", []string{"#pay", "#payment.payout.claim"}, nil},
		{"total the vehicle and issue the ACV payment", []string{"#pay", "#payment.payout.claim"}, nil},
		{"change the payee on the claim check", []string{"#write", "#payment.payout.claim"}, nil},
		// Look-alikes: developer texts and other domains.
		{"docker run --mount type=bind,source=/data,target=/data app", nil, []string{"#legal.contract.insurance", "#legal.contract.insurance.binder"}},
		{"bind the socket to port 8080", nil, []string{"#legal.contract.insurance", "#create"}},
		{"git bind mount for the dev container", nil, []string{"#legal.contract.insurance"}},
		{"update the IAM policy for the s3 bucket", nil, []string{"#legal.contract.insurance", "#legal.contract.insurance.endorsement"}},
		{"apply the network policy to the namespace", nil, []string{"#legal.contract.insurance"}},
		{"set the retention policy to 30 days", nil, []string{"#legal.contract.insurance"}},
		{"add a claim to the JWT token", nil, []string{"#legal.contract.insurance.claim", "#legal.contract.insurance"}},
		{"the jwt claims include the user id", nil, []string{"#legal.contract.insurance.claim"}},
		{"persistentvolumeclaim for the postgres statefulset", nil, []string{"#legal.contract.insurance.claim"}},
		{"claim the username on npm", nil, []string{"#legal.contract.insurance.claim"}},
		{"reserve an EC2 instance for a year", nil, []string{"#legal.contract.insurance.claim.reserve"}},
		{"reserve memory for the jvm", nil, []string{"#legal.contract.insurance.claim.reserve"}},
		{"reserve capacity in us-east-1", nil, []string{"#legal.contract.insurance.claim.reserve"}},
		{"upgrade to premium tier on github", nil, []string{"#payment.bill.premium"}},
		{"upgrade to the premium plan", nil, []string{"#payment.bill.premium"}},
		{"the carrier shipped the package with ups", nil, []string{"#vendor.insurer"}},
		{"improve test coverage for the adjuster module", nil, []string{"#person.adjuster", "#legal.contract.insurance"}},
		{"endorse the candidate on linkedin", nil, []string{"#legal.contract.insurance.endorsement"}},
		{"mybinder notebook link in the README", nil, []string{"#legal.contract.insurance.binder"}},
		{"binder.js component refactor", nil, []string{"#legal.contract.insurance.binder"}},
		{"deny the PR and close it", []string{"#reject"}, []string{"#legal.contract.insurance.claim.denial"}},
		{"the reservation system for restaurants", nil, []string{"#legal.contract.insurance.claim.denial"}},
		{"file a warranty claim with apple", nil, []string{"#legal.contract.insurance.claim"}},
		{"the data application form for the new hire", nil, []string{"#legal.contract.insurance.application"}},
	}
	checkConceptCases(t, a, tests)
}
