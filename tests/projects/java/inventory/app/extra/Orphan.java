package app.extra;

// Not part of the program (nothing imports it): its import names a class
// that is nowhere, which `reddragon project` lists as unresolved.
import com.example.missing.Gadget;

public class Orphan {
    public static Gadget make() {
        return null;
    }
}
