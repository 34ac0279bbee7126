#!/usr/bin/env python3
"""Writes impl/eval/: three product profiles and, for each, labeled Reddit
posts (JSON lines, Reddit's shape plus a "relevant" label) for the scoring
evaluation (tests/eval.rs). The posts are written by hand to be realistic and
hard; each is expanded into a few variants (different subreddits, bodies,
wording) so the set is large enough to measure. Deterministic.
Run from the repository root: python3 scripts/make-eval-set.py"""
import json
import random

rng = random.Random(42)

PROFILES = {
    "lumen": {
        "name": "Lumen",
        "description": "Privacy-friendly web analytics for small sites. No cookies, no cookie banner, GDPR-compliant.",
        "keywords": ["web analytics", "website analytics", "privacy friendly analytics", "cookieless analytics",
                     "cookie banner", "GDPR analytics", "pageviews", "site traffic"],
        "competitors": ["Google Analytics", "Plausible", "Matomo", "Fathom", "Umami"],
        "negative_keywords": ["hiring", "job opening", "analytics engineer", "salary"],
        "subreddits": ["webdev", "SaaS", "selfhosted", "privacy", "smallbusiness", "Wordpress"],
    },
    "quill": {
        "name": "Quill",
        "description": "Invoicing and time tracking for freelancers: send invoices, get paid online, chase late payments.",
        "keywords": ["invoicing", "invoice software", "invoicing tool", "send invoices", "late payments", "time tracking",
                     "billing clients", "get paid"],
        "competitors": ["FreshBooks", "QuickBooks", "Wave", "Harvest", "Bonsai"],
        "negative_keywords": ["hiring", "scam", "tax evasion", "crypto"],
        "subreddits": ["freelance", "smallbusiness", "Entrepreneur", "graphic_design", "webdev"],
    },
    "kettle": {
        "name": "Kettle",
        "description": "Kubernetes cost monitoring: see what each team, namespace and workload costs, and cut waste.",
        "keywords": ["kubernetes cost", "k8s cost", "cluster costs", "cloud costs", "namespace costs", "rightsizing",
                     "cost allocation", "idle nodes"],
        "competitors": ["Kubecost", "CloudHealth", "Vantage", "OpenCost", "Cast AI"],
        "negative_keywords": ["certification", "CKA exam", "hiring", "homework"],
        "subreddits": ["kubernetes", "devops", "aws", "sre", "googlecloud"],
    },
}

# (relevant, title, body). Relevant: someone who could use the product now.
POSTS = {
    "lumen": [
        (1, "Looking for a Google Analytics alternative without a cookie banner", "GA4 is overkill for my blog and the consent popup kills conversions. What do you use?"),
        (1, "Cookieless analytics that doesn't cost a fortune?", "Plausible is nice but pricey for a hobby site. Any recommendations?"),
        (1, "How do you track site traffic without annoying visitors?", "Our cookie banner is hurting signups. Is there a GDPR-friendly way to count pageviews?"),
        (1, "Switching away from Google Analytics - what did you move to?", "We want something simpler that the lawyers are happy with."),
        (1, "Need simple website analytics for a client", "Non-technical client wants pageviews and referrers. Nothing else. Suggestions?"),
        (1, "Matomo is too heavy to self-host, alternatives?", "Our VPS struggles with it. Is there something lighter for web analytics?"),
        (1, "GDPR analytics for an EU shop?", "Our DPO says Google Analytics is a problem. What are people using instead?"),
        (1, "Any privacy friendly analytics with a public dashboard?", "I'd like to share stats openly with my readers."),
        (1, "Fathom raised prices again. Cheaper options?", "Paying too much for a small site's pageviews now."),
        (1, "What do you use for web analytics in 2026?", "Starting a new SaaS landing page and want to avoid the cookie banner mess."),
        (1, "Is there a way to get rid of the cookie banner entirely?", "We only use it because of analytics. Looking for cookieless options."),
        (1, "Umami vs something hosted?", "Don't want to maintain a server for analytics. Any hosted privacy friendly analytics?"),
        (1, "Replacing Google Analytics on 40 WordPress sites", "Need something lightweight that site owners can read. Recommend anything?"),
        (1, "Our site traffic numbers look wrong in GA4", "Thinking of moving to a simpler tool that counts pageviews reliably. Ideas?"),
        (0, "Lumen vs lux: which matters for a grow light?", "Setting up plants in my basement and confused by the specs."),
        (0, "My projector says 3000 lumen, is that enough?", "Living room with some daylight."),
        (0, "We're hiring an analytics engineer (remote EU)", "Web analytics experience a plus. Salary 80k."),
        (0, "Job opening: marketing lead who knows Google Analytics", "Startup in Berlin, hiring now."),
        (0, "Plausible has been great for us", "Two years in, no complaints, the dashboard is perfect. Just sharing."),
        (0, "Why I love Matomo", "Self-hosting it was the best decision we made. Full control of our data."),
        (0, "Google Analytics 4 event tracking tutorial", "I wrote a guide on custom events in GA4 for developers."),
        (0, "My cookie recipe finally works", "Brown butter makes all the difference."),
        (0, "Best VPN for privacy?", "Traveling a lot this year."),
        (0, "How do I center a div in 2026?", "Flexbox still confuses me."),
        (0, "Site traffic spiked after a Reddit post and my server died", "How do I scale a tiny VPS quickly?"),
        (0, "Analytics engineer salary in London?", "Considering an offer."),
        (0, "Is Google Analytics certification worth it for a job?", "Trying to get into marketing."),
        (0, "Our pageviews dropped after a redesign", "Probably SEO. Anyone seen rankings fall after changing URLs?"),
        (0, "Announcing our open-source analytics SDK for mobile apps", "Feedback welcome on the API design."),
        (0, "Why does my cookie banner not show on Safari?", "Using a consent plugin; looks like a CSS issue."),
        (0, "Fathom Events: a story about my dad", "Not tech, just wanted to share something personal."),
        (0, "Web analytics for my thesis on user behaviour", "Is there a dataset of clickstreams I could use for research homework?"),
        (1, "Plausible or Fathom for a small nonprofit?", "We want privacy friendly analytics on a tiny budget."),
        (1, "How are indie hackers measuring traffic without GA?", "Curious what the stack looks like in 2026."),
    ],
    "quill": [
        (1, "What invoicing tool do you use as a freelancer?", "Tired of making invoices in Word. Need something simple."),
        (1, "FreshBooks got too expensive, alternatives?", "I only need to send invoices and track hours."),
        (1, "How do you deal with late payments from clients?", "Two clients are 60 days late. Is there software that chases them automatically?"),
        (1, "Looking for time tracking plus invoicing in one app", "Harvest is fine but pricey for a solo designer."),
        (1, "Wave removed a feature I needed, what now?", "Need recurring invoices for retainer clients."),
        (1, "Best way to get paid faster by clients?", "Would online card payments on the invoice help? Which tool?"),
        (1, "QuickBooks is overkill for a one-person business", "Any lighter invoice software you'd recommend?"),
        (1, "Bonsai vs something cheaper?", "Starting out freelancing, budget is tight."),
        (1, "Invoicing software that handles multiple currencies?", "Clients in the US and EU, I'm in Canada."),
        (1, "Spreadsheet invoices are killing me", "How do you handle billing clients when you have 15 of them?"),
        (1, "Need an app to track hours and bill clients", "Developer here, hourly contracts. Suggestions?"),
        (1, "How do you send invoices that look professional?", "My clients keep asking for better invoices."),
        (1, "Recommendations for invoicing with automatic reminders", "I hate writing 'just following up' emails."),
        (0, "Hiring a freelance designer, invoicing monthly", "Looking for someone for a 3-month project."),
        (0, "Client sent me a fake invoice - is this a scam?", "Got a PDF from someone pretending to be my client."),
        (0, "FreshBooks is honestly perfect for me", "Been using it for 5 years, never had an issue."),
        (0, "Quill pens for calligraphy beginners?", "Which nibs should I start with?"),
        (0, "Using a quill in my fantasy novel scene", "Would a scribe in 1400 use goose feathers?"),
        (0, "QuickBooks certification study group", "Anyone taking the exam next month?"),
        (0, "How much should I charge per hour as a junior dev?", "First freelance gig, no idea about rates."),
        (0, "Tax evasion or legit deduction?", "Can I deduct my home office?"),
        (0, "Getting paid in crypto as a freelancer", "Anyone doing this? Volatility scares me."),
        (0, "Time tracking makes me anxious", "My agency tracks every minute and I hate it."),
        (0, "Client won't pay - should I go to small claims court?", "They owe me 4k and stopped replying. Legal advice please."),
        (0, "How do you find clients on Upwork?", "Applied to 50 jobs with no replies."),
        (0, "Wave pool recommendations in Florida?", "Taking the kids this summer."),
        (0, "Harvest season at our family farm", "Photos of the apple harvest."),
        (0, "Designing an invoice template as a portfolio piece", "Graphic design student, feedback on my layout?"),
        (0, "Accounting homework: journal entries for invoices", "Stuck on accrual basis."),
        (1, "How do freelancers handle invoicing and time tracking?", "New to contracting, want a system before I get busy."),
        (1, "Getting paid on time is my biggest problem", "Any tool that adds late fees automatically?"),
        (1, "Switching from Harvest to something simpler", "Need invoicing and time tracking, nothing else."),
        (0, "FreshBooks vs QuickBooks for a 50 person company?", "We need payroll, inventory and multi-entity consolidation."),
        (1, "Cheap invoicing tool for a side business?", "Selling illustrations, a few invoices a month."),
    ],
    "kettle": [
        (1, "How do you track Kubernetes cost per team?", "Finance wants a breakdown by namespace and we have nothing."),
        (1, "Kubecost alternatives?", "The enterprise pricing is too much for our 3 clusters."),
        (1, "Our EKS bill doubled, how do I find what's wasting money?", "Suspect idle nodes and oversized requests."),
        (1, "Cost allocation across namespaces in GKE", "Is there a tool that does this well without a big setup?"),
        (1, "Rightsizing pod requests automatically?", "Devs ask for 4 CPUs and use 0.2. Looking for something that recommends sizes."),
        (1, "Best way to show cloud costs to engineering teams?", "Want each team to see what their services cost."),
        (1, "OpenCost is too basic for us, what's next?", "Need alerts and per-team reports."),
        (1, "k8s cost visibility for a startup", "We're on AKS, spending more than expected. Any tools you like?"),
        (1, "How to find idle nodes and unused PVCs?", "Our cluster costs keep growing and nobody knows why."),
        (1, "CloudHealth is overkill for Kubernetes only", "We just need namespace costs and rightsizing hints."),
        (1, "Chargeback for shared Kubernetes clusters?", "How do you split the bill between product teams?"),
        (1, "Cast AI vs doing it ourselves?", "Want to cut cluster costs but keep control."),
        (1, "Any tool that alerts when a namespace blows its budget?", "Somebody left a load test running for a week."),
        (0, "Studying for the CKA exam, tips?", "Certification in two weeks, nervous about networking questions."),
        (0, "Hiring: platform engineer, Kubernetes, remote", "Competitive salary, on-call one week a month."),
        (0, "Kubecost saved us 40% - our story", "Happy customer, wrote a blog post about it."),
        (0, "Electric kettle recommendations?", "Mine broke, want one with temperature control."),
        (0, "The kettle is boiling and my code compiles", "Friday vibes."),
        (0, "How do I expose a service with an ingress?", "Getting 404s from nginx ingress."),
        (0, "Kubernetes homework: deploy a stateful app", "Class assignment, stuck on volumes."),
        (0, "AWS re:Invent announcements thread", "Post your favorite launches here."),
        (0, "Cloud costs of training LLMs", "Research paper estimates the cost of GPT-style models."),
        (0, "Rightsizing my life: moving to a smaller apartment", "Off-topic but wanted to share."),
        (0, "Why is my pod in CrashLoopBackOff?", "Logs show an OOM kill."),
        (0, "Vantage point: is Kubernetes overused?", "Opinion piece, most startups don't need k8s."),
        (0, "OpenCost 2.0 released", "Release notes and changelog inside."),
        (0, "GKE autopilot billing question for the exam", "Certification practice test question, which answer is right?"),
        (0, "Helm vs Kustomize in 2026?", "Starting a new platform team."),
        (1, "Our FinOps team wants per-namespace costs", "What do people use for Kubernetes cost allocation?"),
        (1, "Cut our k8s cost without hurting reliability?", "Looking for rightsizing tools, not just dashboards."),
        (0, "Kubernetes cost of running a homelab", "Electricity for my Raspberry Pi cluster, just curious."),
        (1, "How do you find out which deployment is costing the most?", "Cluster costs are a black box for us."),
        (0, "Cloud costs meme thread", "Post your best AWS bill jokes."),
        (1, "Looking for a Kubecost alternative with better reports", "Managers can't read the current dashboards."),
    ],
}

EXTRA_BODIES = ["", " Thanks in advance!", " Any help appreciated.", " (posting from mobile, sorry for formatting)",
                " Edit: typo.", " Budget matters.", " Cheers."]


def variants(profile_key, relevant, title, body):
    """The post as written, plus two rewordings in other communities."""
    subs = PROFILES[profile_key]["subreddits"] + ["AskReddit", "technology", "Entrepreneur"]
    yield title, body, rng.choice(subs)
    yield title.rstrip("?") + (" (serious)" if title.endswith("?") else ""), body + rng.choice(EXTRA_BODIES), rng.choice(subs)
    yield title.lower().capitalize(), rng.choice(EXTRA_BODIES).strip() + " " + body, rng.choice(subs)


def main():
    for key, profile in PROFILES.items():
        with open(f"impl/eval/{key}.profile.json", "w") as f:
            json.dump(profile, f, indent=1)
            f.write("\n")
        n = 0
        with open(f"impl/eval/{key}.posts.jsonl", "w") as f:
            for relevant, title, body in POSTS[key]:
                for t, b, sub in variants(key, relevant, title, body):
                    n += 1
                    pid = f"{key[:2]}{n:04d}"
                    f.write(json.dumps({"relevant": bool(relevant), "kind": "t3", "data": {
                        "id": pid, "subreddit": sub, "title": t, "selftext": b.strip(), "author": f"u{rng.randint(1, 9999)}",
                        "created_utc": 1_794_000_000 + n * 60, "permalink": f"/r/{sub}/comments/{pid}/x/"}}) + "\n")
        print(key, n, "posts")


if __name__ == "__main__":
    main()
