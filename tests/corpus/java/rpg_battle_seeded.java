// features: program, random_seeded, abstract_class, interface_declaration, lambda_expression, inheritance, streams
import java.util.*;

public class RpgBattle {
    interface Action { int perform(Fighter self, Fighter target, Random rng); }

    abstract static class Fighter {
        final String name; int hp; final int maxHp; final int armor;
        Fighter(String name, int hp, int armor) { this.name = name; this.hp = hp; this.maxHp = hp; this.armor = armor; }
        boolean alive() { return hp > 0; }
        abstract Action chooseAction(Random rng);
        void takeDamage(int dmg) { hp = Math.max(0, hp - Math.max(1, dmg - armor)); }
        @Override public String toString() { return String.format("%s[%d/%d]", name, hp, maxHp); }
    }

    static class Warrior extends Fighter {
        Warrior(String n) { super(n, 60, 3); }
        Action chooseAction(Random rng) {
            if (rng.nextInt(4) == 0) return (s, t, r) -> { int d = 8 + r.nextInt(10); t.takeDamage(d); return d; };
            return (s, t, r) -> { int d = 4 + r.nextInt(6); t.takeDamage(d); return d; };
        }
    }

    static class Mage extends Fighter {
        int mana = 30;
        Mage(String n) { super(n, 40, 1); }
        Action chooseAction(Random rng) {
            if (mana >= 10) {
                return (s, t, r) -> { mana -= 10; int d = 12 + r.nextInt(8); t.takeDamage(d); return d; };
            }
            mana += 4;
            return (s, t, r) -> { int heal = 5; s.hp = Math.min(s.maxHp, s.hp + heal); return -heal; };
        }
    }

    public static void main(String[] args) {
        Random rng = new Random(2024);
        List<Fighter> team = new ArrayList<>(List.of(new Warrior("Brom"), new Mage("Ilsa"), new Warrior("Kade"), new Mage("Zed")));
        int round = 0;
        Map<String, Integer> damageDealt = new LinkedHashMap<>();
        while (team.stream().filter(Fighter::alive).count() > 1 && round < 40) {
            round++;
            for (Fighter f : team) {
                if (!f.alive()) continue;
                List<Fighter> targets = team.stream().filter(x -> x != f && x.alive()).toList();
                if (targets.isEmpty()) break;
                Fighter target = targets.get(rng.nextInt(targets.size()));
                int result = f.chooseAction(rng).perform(f, target, rng);
                if (result >= 0) {
                    damageDealt.merge(f.name, result, Integer::sum);
                    System.out.printf("R%02d %s hits %s for %d%s%n", round, f.name, target, result, target.alive() ? "" : " - KO!");
                } else {
                    System.out.printf("R%02d %s heals %d -> %s%n", round, f.name, -result, f);
                }
            }
        }
        Fighter winner = team.stream().filter(Fighter::alive).findFirst().orElseThrow();
        System.out.println("Winner after " + round + " rounds: " + winner);
        System.out.println("Damage: " + damageDealt);
        double d = rng.nextDouble();
        long l = rng.nextLong();
        boolean b = rng.nextBoolean();
        System.out.println(d + " " + l + " " + b + " " + rng.nextGaussian());
    }
}
