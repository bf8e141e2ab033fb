package text

import "testing"

// TestMore50Lexicon checks that lexicon/more50.txt gives a general
// contractor's and trades business's office work the concepts of what it
// does, and that its phrases stay out of look-alike texts, developer texts
// above all (git gc, callbacks, new builds, dumpster fires, ad bids, drawing
// diagrams, pouring drinks, column order, final exams, subscriptions).
func TestMore50Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// added at the merge: the verbal side of a change order, tile orders
		{"approve the extra work verbally and have the crew start", []string{"#payment.quote.change_order.verbal"}, nil},
		{"order 240 sq ft of tile for the bathroom floor", []string{"#vendor.order.materials"}, nil},
		// Utility locates, digging and trenching.
		{"call 811 before digging the post holes", []string{"#house.repair.job.excavation.locate", "#house.repair.job.excavation"}, nil},
		{"dig the trench for the gas line on tuesday", []string{"#write", "#house.repair.job.excavation", "#house.repair.job"}, nil},
		{"put in an 811 ticket for the fence job", []string{"#browse.submit", "#house.repair.job.excavation.locate"}, nil},
		{"start trenching for the sprinkler line", []string{"#house.repair.job.excavation"}, nil},
		// Lien waivers, conditional vs unconditional.
		{"send the unconditional lien waiver to ABC Framing", []string{"#send", "#legal.lien.waiver.unconditional", "#legal.lien.waiver", "#legal.lien"}, []string{"#legal.lien.waiver.conditional"}},
		{"collect conditional waivers from the subs", []string{"#read.ask", "#legal.lien.waiver.conditional"}, nil},
		{"file a mechanics lien on the property", []string{"#browse.submit", "#legal.lien"}, nil},
		// Subcontractors, COIs, W-9s.
		{"collect COIs from all subs before they start", []string{"#read.ask", "#legal.contract.insurance", "#vendor.subcontractor", "#vendor"}, nil},
		{"pay the drywallers for the Elm St job", []string{"#pay", "#vendor.subcontractor"}, nil},
		{"collect w-9s from the framing subs", []string{"#read.ask", "#finance.tax", "#vendor.subcontractor"}, nil},
		// Permits and inspections.
		{"pull the electrical permit for the Miller remodel", []string{"#browse.submit", "#legal.government.permit"}, nil},
		{"the roofing permit expired last week", []string{"#legal.government.permit"}, nil},
		{"schedule the rough-in inspection for friday", []string{"#create.schedule", "#house.inspection.building", "#house.inspection"}, nil},
		{"we failed the final, inspector left a correction notice", []string{"#house.inspection.building.failed", "#house.inspection.building"}, nil},
		{"close up the walls before the insulation inspection", []string{"#write", "#house.repair.job", "#house.inspection.building"}, nil},
		// Change orders, written and verbal.
		{"get the change order signed by the homeowner before adding outlets", []string{"#approve", "#payment.quote.change_order", "#payment.quote", "#customer"}, nil},
		{"the homeowner gave a verbal change order for the extra window", []string{"#payment.quote.change_order.verbal", "#payment.quote.change_order"}, []string{"#payment.quote.change_order.written"}},
		// Bids, takeoffs, allowances, exclusions.
		{"send the bid to the homeowner", []string{"#send", "#payment.quote", "#customer"}, nil},
		{"add a 10% contingency line to the bid", []string{"#payment.quote.allowance", "#payment.quote"}, nil},
		{"run the takeoff in planswift", []string{"#payment.quote.takeoff", "#payment.quote"}, nil},
		{"tile is owner-supplied, list it with the exclusions and clarifications", []string{"#payment.quote.exclusion"}, nil},
		// Pours, materials, dumpsters.
		{"book the pump truck for the slab pour", []string{"#create.schedule", "#house.repair.job.concrete"}, nil},
		{"order the framing lumber from 84 lumber", []string{"#pay", "#vendor.order.materials", "#vendor.order"}, nil},
		{"schedule the drywall delivery to the jobsite", []string{"#create.schedule", "#shop.shipping.delivery", "#vendor.order.materials"}, nil},
		{"order a 20 yard dumpster for the demo", []string{"#create.schedule", "#house.repair.job.dumpster"}, nil},
		// Demolition, hazardous materials, safety.
		{"demo the kitchen on monday", []string{"#house.repair.job.demolition"}, nil},
		{"take out the load-bearing wall", []string{"#house.repair.job.demolition"}, nil},
		{"test for asbestos before demo", []string{"#read.verify", "#house.repair.job.hazmat"}, nil},
		{"the house was built before 1978 so assume lead-based paint", []string{"#house.repair.job.hazmat"}, nil},
		{"send Jake up on the roof without fall protection", []string{"#house.repair.job.safety"}, nil},
		{"hold a toolbox talk on PPE", []string{"#create.schedule", "#house.repair.job.safety"}, nil},
		// Logs, punch lists, walkthroughs, schedules.
		{"upload progress photos to buildertrend", []string{"#write", "#house.repair.job.log", "#house.repair.job"}, nil},
		{"send the punch list to the homeowner", []string{"#send", "#house.repair.job.punch_list"}, nil},
		{"set up the final walkthrough with the client", []string{"#cal.meeting", "#house.inspection"}, nil},
		{"quote the 200 amp service upgrade and the panel upgrade", []string{"#house.repair.job"}, nil},
		{"substantial completion is march 3", []string{"#cal", "#house.repair.job"}, nil},
		// Draws, retainage, deposits, warranties.
		{"submit the draw request to the lender", []string{"#browse.submit", "#payment.invoice.progress", "#payment.invoice"}, nil},
		{"update the schedule of values before the pay application", []string{"#write", "#payment.invoice.progress"}, nil},
		{"release retainage to the plumbing sub", []string{"#pay", "#payment.terms.retainage", "#vendor.subcontractor"}, nil},
		{"collect the job deposit before ordering cabinets", []string{"#pay", "#payment.deposit"}, nil},
		{"schedule a warranty callback for the leaking shower", []string{"#create.schedule", "#house.warranty"}, nil},
		{"log the callback for the Smith roof job", []string{"#house.repair.job"}, nil},
		// Look-alikes that must stay out.
		{"this codebase is a dumpster fire", nil, []string{"#house.repair.job.dumpster", "#house"}},
		{"git gc --prune=now", []string{"#delete.purge"}, []string{"#house.repair.job"}},
		{"pour me a glass of wine", nil, []string{"#house.repair.job.concrete"}},
		{"draw the diagram in excalidraw", nil, []string{"#payment.invoice.progress"}},
		{"request an animation frame to draw the chart", nil, []string{"#payment.invoice.progress"}},
		{"register the onClick callback", nil, []string{"#house.repair.job", "#house"}},
		{"cancel my netflix sub", []string{"#payment.subscription"}, []string{"#vendor.subcontractor"}},
		{"the new build failed in CI", nil, []string{"#house.repair.job", "#house"}},
		{"change the order of the columns", nil, []string{"#payment.quote.change_order", "#payment.quote"}},
		{"schedule the final exam", nil, []string{"#house.inspection.building", "#house.inspection"}},
		{"find the location of the house", nil, []string{"#house.repair.job.excavation.locate"}},
		{"raise the bid on the google ads campaign", nil, []string{"#payment.quote"}},
		{"remove the guardrails from the system prompt", nil, []string{"#house.repair.job.safety"}},
		{"run the tests without the test harness", nil, []string{"#house.repair.job.safety"}},
		{"dig into the logs for the 500s", nil, []string{"#house.repair.job.excavation", "#house.repair.job.log"}},
		{"rotate the daily log files", nil, []string{"#house.repair.job.log"}},
		{"scaffold a new rails app", []string{"#create"}, []string{"#house.repair.job.safety"}},
		{"the lead test engineer approved it", nil, []string{"#house.repair.job.hazmat"}},
		{"add the email claim to the oauth scope", nil, []string{"#payment.quote.change_order"}},
		{"our checked bag went over the baggage allowance", nil, []string{"#payment.quote.allowance"}},
		{"set up a holdback group for the experiment", nil, []string{"#payment.terms.retainage"}},
		{"we hit a 10% retention drop in week one", nil, []string{"#payment.terms.retainage"}},
		{"group the tickets by owner", nil, []string{"#payment.quote.exclusion"}},
		{"configure the nic on the vm", nil, []string{"#payment.quote.exclusion"}},
		{"the function will call the api twice", nil, []string{"#vendor.order.materials"}},
		{"sort the windows by z-order", nil, []string{"#vendor.order.materials"}},
		{"this is groundbreaking research", nil, []string{"#house.repair.job.excavation"}},
		{"we need to tie off loose ends before the release", nil, []string{"#house.repair.job.safety"}},
		{"the sprint completion date moved", nil, []string{"#house.repair.job"}},
		{"the superintendent of schools emailed the parents", nil, []string{"#house.repair.job"}},
		{"the foreman of the jury read the verdict", nil, []string{"#house.repair.job"}},
		{"write the field report for the sales visit", nil, []string{"#house.repair.job.log"}},
		{"knock out the wall of tickets this sprint", nil, []string{"#house.repair.job.demolition"}},
		{"port 811 is closed on the firewall", nil, []string{"#house.repair.job.excavation.locate"}},
	}
	checkConceptCases(t, a, tests)
}
