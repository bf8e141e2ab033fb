#!/usr/bin/env python3
"""Writes legacy-skill-export.json the way the learning-loop skill's
export-rules.sh (v1.4.0, seed 003) does, from the rule in SPEC section 8:
each rule's _hash is the first 16 hex characters of
sha256(json.dumps(rule, sort_keys=True)) over the exported fields (before
_hash and _original_id are added); manifest_hash is the first 16 of
sha256(json.dumps(metadata, sort_keys=True) + json.dumps(rules, sort_keys=True))
with metadata not yet holding manifest_hash and rules as written.

Also writes legacy-skill-export-tampered.json: the same file with one
rule's text changed after hashing (its _hash no longer matches).

Written independently of internal/export's fixture, so the CLI tests check
loopd's legacy hashing against Python itself. Run from this directory:
python3 make_legacy.py
"""
import hashlib
import json

FIELDS = ["id", "type", "category", "rule", "reason", "created", "source_lesson",
          "confidence_score", "last_validated", "validation_count"]

source = [
    {"id": "R-001", "type": "NEVER", "category": "git",
     "rule": "Never force-push to main", "reason": "lost a colleague's commits",
     "created": "2026-01-10", "source_lesson": "L-001", "violations": 0,
     "confidence_score": 1.0, "last_validated": "2026-02-01", "validation_count": 4},
    {"id": "R-002", "type": "MUST", "category": "deploy",
     "rule": "Always run the smoke tests after a deploy",
     "reason": "Greg: \u00abdon't ship blind\u00bb", "created": "2026-01-12",
     "source_lesson": "L-002", "confidence_score": 0.8, "last_validated": None,
     "validation_count": 0},
    {"id": "R-007", "type": "CHECK", "category": "shell",
     "rule": "Check disk space before writing large files", "reason": "",
     "created": "2026-01-15", "source_lesson": "L-005", "confidence_score": 0.65,
     "last_validated": "2026-01-20", "validation_count": 1},
]

rules = []
for r in source:
    out = {k: r.get(k) for k in FIELDS}
    out["_hash"] = hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest()[:16]
    out["_original_id"] = r["id"]
    rules.append(out)

cats, types = {}, {}
for r in rules:
    cats[r["category"]] = cats.get(r["category"], 0) + 1
    types[r["type"]] = types.get(r["type"], 0) + 1

metadata = {
    "export_version": "1.4.0",
    "export_format": "learning-loop-rules",
    "agent_handle": "skill-agent",
    "exported_at": "2026-02-11T10:30:00Z",
    "source_workspace": "/home/agent/workspace",
    "filter_applied": False,
    "filter_category": None,
    "total_rules_in_source": len(rules),
    "exported_rules_count": len(rules),
}
metadata["manifest_hash"] = hashlib.sha256(
    (json.dumps(metadata, sort_keys=True) + json.dumps(rules, sort_keys=True)).encode()
).hexdigest()[:16]

doc = {
    "metadata": metadata,
    "statistics": {
        "categories": cats,
        "rule_types": types,
        "avg_confidence": round(sum(r["confidence_score"] for r in rules) / len(rules), 2),
    },
    "rules": rules,
}
with open("legacy-skill-export.json", "w") as f:
    json.dump(doc, f, indent=2)
    f.write("\n")

doc["rules"][1]["rule"] = "Always run the smoke tests after a deploy, if time allows"
with open("legacy-skill-export-tampered.json", "w") as f:
    json.dump(doc, f, indent=2)
    f.write("\n")
