#!/usr/bin/env python3
"""Writes legacy-export.json and legacy-export-tampered.json the way the
learning-loop skill's export-rules.sh (v1.4.0) does: each rule's _hash is
sha256(json.dumps(rule, sort_keys=True))[:16] of the exported fields, then
_original_id is added, and manifest_hash is
sha256(json.dumps(metadata, sort_keys=True) + json.dumps(rules, sort_keys=True))[:16]
with metadata not yet holding manifest_hash and rules as exported.

Run from this directory: python3 make_legacy.py
"""
import hashlib
import json

FIELDS = ["id", "type", "category", "rule", "reason", "created", "source_lesson",
          "confidence_score", "last_validated", "validation_count"]

source_rules = [
    {"id": "R-001", "type": "NEVER", "category": "social",
     "rule": "Never post to moltbook without explicit approval",
     "reason": "Greg said: \"ask first\" \u2014 twice", "created": "2026-01-20",
     "source_lesson": "L-003", "violations": 2, "last_checked": "2026-02-10",
     "confidence_score": 1.0, "last_validated": "2026-02-10", "validation_count": 3,
     "review_flagged": False},
    {"id": "R-002", "type": "CHECK", "category": "shell",
     "rule": "Check the path before rm -rf <dir> & co.\ttabs\\backslash\nnewline",
     "reason": "caf\u00e9 \U0001F680 \u4f60\u597d \x7f end", "created": "2026-01-22",
     "source_lesson": "L-004", "violations": 0, "confidence_score": 0.9,
     "last_validated": None, "validation_count": 0, "review_flagged": False},
    {"id": "R-003", "type": "PREFER", "category": "memory",
     "rule": "Prefer writing decisions to MEMORY.md", "reason": "tiny confidence",
     "created": "2026-01-25", "source_lesson": "L-007", "violations": 1,
     "confidence_score": 1e-05, "last_validated": "2026-01-25", "validation_count": 9007199254740993,
     "review_flagged": True},
    {"id": "R-004", "type": "MUST", "category": "auth",
     "rule": "Refresh OAuth tokens before they expire", "reason": "big float",
     "created": "2026-01-26", "source_lesson": "L-009", "violations": 0,
     "confidence_score": 0.85, "last_validated": "2026-02-01", "validation_count": 1,
     "review_flagged": False},
]

rules = []
for r in source_rules:
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
    "agent_handle": "moltbot",
    "exported_at": "2026-02-11T10:30:00Z",
    "source_workspace": "/home/agent/workspace",
    "filter_applied": False,
    "filter_category": None,
    "total_rules_in_source": len(source_rules),
    "exported_rules_count": len(rules),
}
manifest = json.dumps(metadata, sort_keys=True) + json.dumps(rules, sort_keys=True)
metadata["manifest_hash"] = hashlib.sha256(manifest.encode()).hexdigest()[:16]

export = {
    "metadata": metadata,
    "statistics": {
        "categories": cats,
        "rule_types": types,
        "avg_confidence": round(sum(r["confidence_score"] for r in rules) / len(rules), 2),
    },
    "rules": rules,
}
text = json.dumps(export, indent=2, ensure_ascii=False) + "\n"
with open("legacy-export.json", "w", encoding="utf-8") as f:
    f.write(text)
# One byte of R-001's rule text changed, hashes left as they were.
tampered = text.replace("Never post to moltbook", "Never post to moltbooK", 1)
assert tampered != text
with open("legacy-export-tampered.json", "w", encoding="utf-8") as f:
    f.write(tampered)
