// features: program, nested_static_class, array_list, varargs, builtin_exceptions, try_statement
import java.util.ArrayList;
import java.util.List;

public class Bowling {
    static class BowlingGame {
        private final List<Integer> rolls = new ArrayList<>();

        void roll(int pins) {
            if (pins < 0) throw new IllegalStateException("Negative roll is invalid");
            if (pins > 10) throw new IllegalStateException("Pin count exceeds pins on the lane");
            if (isComplete()) throw new IllegalStateException("Cannot roll after game is over");
            rolls.add(pins);
            validateFrames();
        }

        private void validateFrames() {
            int i = 0;
            for (int frame = 0; frame < 10 && i < rolls.size(); frame++) {
                if (frame == 9) {
                    List<Integer> tenth = rolls.subList(i, rolls.size());
                    if (tenth.size() >= 2 && tenth.get(0) != 10 && tenth.get(0) + tenth.get(1) > 10)
                        fail();
                    if (tenth.size() == 3 && tenth.get(0) == 10 && tenth.get(1) != 10 && tenth.get(1) + tenth.get(2) > 10)
                        fail();
                    return;
                }
                if (rolls.get(i) == 10) { i++; continue; }
                if (i + 1 < rolls.size() && rolls.get(i) + rolls.get(i + 1) > 10) fail();
                i += 2;
            }
        }

        private void fail() {
            rolls.remove(rolls.size() - 1);
            throw new IllegalStateException("Pin count exceeds pins on the lane");
        }

        boolean isComplete() {
            int i = 0;
            for (int frame = 0; frame < 9; frame++) {
                if (i >= rolls.size()) return false;
                i += rolls.get(i) == 10 ? 1 : 2;
            }
            int left = rolls.size() - i;
            if (left < 2) return false;
            boolean bonus = rolls.get(i) == 10 || rolls.get(i) + rolls.get(i + 1) == 10;
            return left == (bonus ? 3 : 2);
        }

        int score() {
            if (!isComplete()) throw new IllegalStateException("Score cannot be taken until the end of the game");
            int total = 0, i = 0;
            for (int frame = 0; frame < 10; frame++) {
                if (rolls.get(i) == 10) {
                    total += 10 + rolls.get(i + 1) + rolls.get(i + 2);
                    i++;
                } else if (rolls.get(i) + rolls.get(i + 1) == 10) {
                    total += 10 + rolls.get(i + 2);
                    i += 2;
                } else {
                    total += rolls.get(i) + rolls.get(i + 1);
                    i += 2;
                }
            }
            return total;
        }
    }

    static void play(String name, int... pins) {
        BowlingGame g = new BowlingGame();
        try {
            for (int p : pins) g.roll(p);
            System.out.println(name + ": " + g.score());
        } catch (IllegalStateException e) {
            System.out.println(name + ": error - " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        play("gutter game", new int[20]);
        play("all ones", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
        play("spare then 3", 6, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        play("perfect", 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10);
        play("tenth frame spare", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 3, 10);
        play("too many pins", 5, 6);
        play("incomplete", 10, 10, 3);
        play("bonus after strike", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 6);
        play("roll after end", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        play("negative", -1);
        play("mixed", 10, 9, 1, 5, 5, 7, 2, 10, 10, 10, 9, 0, 8, 2, 9, 1, 10);
    }
}
