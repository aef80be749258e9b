// features: program, labeled_statement, break_statement, for_statement, if_statement
// A label on a block (not a loop): `break label` leaves the block; an unlabelled break
// inside it still leaves the innermost loop.
public class labeled_blocks {
    static int indexOf(int[] xs, int target) {
        int i = 0;
        found: {
            for (; i < xs.length; i++)
                if (xs[i] == target)
                    break found;
            return -1;
        }
        return i;
    }

    public static void main(String[] args) {
        int[] xs = {4, 8, 15, 16, 23, 42};
        System.out.println(indexOf(xs, 16) + " " + indexOf(xs, 5));
        int total = 0;
        outer: {
            for (int x : xs) {
                if (x > 20) break;
                total += x;
            }
            System.out.println("loop left with total " + total);
            if (total > 10) break outer;
            System.out.println("not reached");
        }
        check: if (total % 2 == 1) {
            System.out.println("odd");
            break check;
        } else {
            System.out.println("even " + total);
        }
        String result = "none";
        search: {
            for (int a = 1; a < 10; a++) {
                for (int b = a; b < 10; b++) {
                    if (a * b == 24) {
                        result = a + "x" + b;
                        break search;
                    }
                }
            }
            result = "no pair";
        }
        System.out.println(result);
    }
}
