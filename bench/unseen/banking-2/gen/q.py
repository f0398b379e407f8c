"""Dev helper: print the top-3 KB hits for each query given on the command line."""
import sys
from kb import KB
kb = KB()
for q in sys.argv[1:]:
    print("==", q)
    for s, d in kb.search(q, 3):
        print(f"   {s:7.3f} {d['id']} | {d['title']}")
