#!/usr/bin/env python3
"""Writes impl/demo/posts.json: the demo's sample of Reddit posts, as a Reddit
listing document. Deterministic (fixed seed), so re-running it gives the same
file. Run from the repository root: python3 scripts/make-demo-posts.py"""
import json
import random

rng = random.Random(20261122)

SITES = ["my portfolio", "our SaaS landing page", "a small Shopify store", "my blog", "a client's WordPress site",
         "our docs site", "a Hugo static site", "my Next.js app", "a local bakery's website", "our nonprofit's site"]
COMPETITORS = ["Google Analytics", "Plausible", "Matomo", "Fathom", "Umami"]
FRAMEWORKS = ["Next.js", "Astro", "Hugo", "WordPress", "SvelteKit", "Django", "Rails", "Gatsby"]

RELEVANT = [
    ("Looking for a Google Analytics alternative that doesn't need a cookie banner",
     "I run {site} and GA4 is overkill. I just want pageviews and referrers without a cookie banner. What do you use?"),
    ("Is there a privacy friendly analytics tool that is cheap?",
     "Running {site}. {comp} is nice but pricey for a hobby project. Any suggestions for cookieless analytics?"),
    ("Alternatives to {comp} for a tiny site?",
     "I only need basic website analytics for {site}. Is there a simple tool you would recommend?"),
    ("How do you track site traffic without annoying your visitors?",
     "Our cookie banner kills conversions on {site}. Is there a way to do web analytics that is GDPR compliant by default?"),
    ("Switching from {comp} - what did you move to?",
     "We used {comp} on {site} for two years. The dashboard got too complicated. Looking for something simpler."),
    ("GDPR analytics for a {fw} site?",
     "Lawyer says our current setup needs consent. Any recommendation for GDPR analytics that works with {fw}?"),
    ("What do you use for website analytics in 2026?",
     "Setting up {site}. Between {comp} and self-hosting something, what do you recommend?"),
    ("Any tools for cookieless analytics on {fw}?",
     "Trying to avoid the cookie banner entirely. Pageviews, top pages, referrers is all I need."),
    ("{comp} is too heavy for my blog",
     "The script is big and my Lighthouse score dropped. Is there a lightweight web analytics script I can drop in?"),
    ("Recommend a simple dashboard for pageviews?",
     "Non-technical client with {site}. They want to see pageviews and where visitors come from, nothing more."),
]
PARTIAL = [
    ("Our pageviews dropped 40% after a redesign",
     "Not sure if it's the tracking or real. Using {comp} on {site}. Anyone seen this?"),
    ("Comparing {comp} and a self-hosted setup",
     "Writing up notes for our team on {site}. Hosting costs vs. convenience."),
    ("Cookie banner best practices?",
     "We need one for {site} because of embedded videos. Which consent tools are least annoying?"),
    ("Site traffic spikes from a Reddit post - how to handle?",
     "{site} got a spike yesterday. Hosting held up but curious how others monitor it."),
    ("Built my own web analytics in a weekend",
     "Just a tiny script and a SQLite table for {site}. Sharing the code in case it helps."),
    ("Does {comp} count bots?",
     "Numbers look inflated on {site}. How do you filter bot traffic?"),
]
NEGATIVE = [
    ("We're hiring an analytics engineer (remote)",
     "Our team works on web analytics for e-commerce. Competitive salary. DM me."),
    ("Job opening: growth marketer who knows Google Analytics",
     "Small startup, hiring now. Must know site traffic reporting."),
]
UNRELATED = [
    ("How do you price a SaaS for small teams?", "Per seat feels wrong for us. Flat tiers?"),
    ("{fw} vs {fw2} for a side project?", "I want something I can ship in a weekend."),
    ("Finally hit $1k MRR", "Took 14 months. AMA about the boring parts."),
    ("Best way to back up a home server?", "Running a few containers and a NAS. Restic or Borg?"),
    ("What's your email newsletter stack?", "Thinking about moving off Mailchimp."),
    ("Is a VPN enough for privacy on public wifi?", "Traveling a lot this year."),
    ("How do I get my first 10 customers?", "B2B tool for dentists. Cold email feels spammy."),
    ("Reverse proxy recommendations?", "Caddy or Traefik for a handful of services?"),
    ("Landing page feedback please", "Roast it. Conversion is under 1%."),
    ("Self-hosted password manager?", "Vaultwarden looks good, anyone running it for a family?"),
    ("How are you handling SEO for a new domain?", "Zero backlinks so far."),
    ("Tax question for a one-person LLC", "Do I need to charge VAT to EU customers?"),
    ("Which CSS framework in 2026?", "Tailwind fatigue is real."),
    ("Our checkout converts badly on mobile", "Shopify theme, lots of drop-off at the shipping step."),
    ("Postgres or SQLite for a small app?", "Single server, maybe 1k users."),
]

SUBS_RELEVANT = ["webdev", "SaaS", "selfhosted", "startups", "marketing", "privacy", "smallbusiness", "Wordpress"]
SUBS_OTHER = ["Entrepreneur", "sysadmin", "homelab", "web_design", "indiehackers"]


def fill(text):
    fw, fw2 = rng.sample(FRAMEWORKS, 2)
    return text.format(site=rng.choice(SITES), comp=rng.choice(COMPETITORS), fw=fw, fw2=fw2)


def post(n, title, body, sub, created):
    pid = format(0x1a2b3c + n * 7919, "x")
    words = ("".join(c for c in w.lower() if c.isalnum()) for w in title.split()[:6])
    slug = "_".join(w for w in words if w)
    return {"kind": "t3", "data": {
        "id": pid, "name": f"t3_{pid}", "subreddit": sub, "subreddit_name_prefixed": f"r/{sub}",
        "title": title, "selftext": body, "author": f"user_{rng.randrange(10_000, 99_999)}",
        "permalink": f"/r/{sub}/comments/{pid}/{slug}/", "url": f"https://www.reddit.com/r/{sub}/comments/{pid}/{slug}/",
        "created_utc": float(created), "score": rng.randrange(1, 400), "num_comments": rng.randrange(0, 120),
        "over_18": False, "is_self": True, "removed_by_category": None,
    }}


def main():
    kinds = [RELEVANT] * 6 + [PARTIAL] * 4 + [NEGATIVE] + [UNRELATED] * 6
    start = 1_794_000_000  # November 2026
    children = []
    for n in range(240):
        pool = rng.choice(kinds)
        title, body = rng.choice(pool)
        sub = rng.choice(SUBS_OTHER if pool is UNRELATED and rng.random() < 0.4 else SUBS_RELEVANT)
        children.append(post(n, fill(title), fill(body), sub, start + n * 1_800 + rng.randrange(0, 900)))
    rng.shuffle(children)  # listings are not always in order
    listing = {"kind": "Listing", "data": {"after": None, "before": None, "dist": len(children), "children": children}}
    with open("impl/demo/posts.json", "w") as f:
        json.dump(listing, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
