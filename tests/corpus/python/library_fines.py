# features: stdlib_dataclasses, stdlib_collections, f_string, try_statement, except_clause, list_comprehension
from dataclasses import dataclass, field
from collections import defaultdict

@dataclass
class Loan:
    member: str
    title: str
    due_day: int
    returned_day: int | None = None

    def days_late(self, today):
        end = self.returned_day if self.returned_day is not None else today
        return max(0, end - self.due_day)

@dataclass
class Library:
    daily_fine: float = 0.25
    cap: float = 5.0
    loans: list = field(default_factory=list)

    def lend(self, member, title, due_day):
        self.loans.append(Loan(member, title, due_day))

    def give_back(self, title, day):
        for loan in self.loans:
            if loan.title == title and loan.returned_day is None:
                loan.returned_day = day
                return loan
        raise KeyError(f"{title!r} is not on loan")

    def fines(self, today):
        totals = defaultdict(float)
        for loan in self.loans:
            late = loan.days_late(today)
            totals[loan.member] += min(self.cap, late * self.daily_fine)
        return dict(sorted(totals.items()))

lib = Library()
lib.lend("ana", "Dune", 10)
lib.lend("ben", "Emma", 12)
lib.lend("ana", "Ulysses", 5)
lib.lend("cy", "Beloved", 30)
lib.give_back("Dune", 14)
try:
    lib.give_back("Hamlet", 15)
except KeyError as e:
    print("error:", e)
print(lib.loans[0])
for who, amount in lib.fines(40).items():
    print(f"{who:<5}{amount:>8.2f}")
late = [l.title for l in lib.loans if l.days_late(40) > 0]
print(", ".join(late))
