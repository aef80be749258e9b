// Package orphan imports a package the module does not have (nothing
// imports orphan): `reddragon project` lists the import as unresolved.
package orphan

import "example.com/calc/nothere"

func F() int { return nothere.G() }
