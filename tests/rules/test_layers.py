"""The rules core keeps its layers (megafauna_tui/rules/README.md): every module in one layer, imports only to its
own layer or lower, none inside a function, no cycle, and no game imported by the core."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "megafauna_tui" / "rules"


def layers() -> dict[str, int]:
    """Each module's layer, as the README lists them: the number of the heading it is listed under."""
    found: dict[str, int] = {}
    layer = 0
    for line in (RULES / "README.md").read_text(encoding="utf-8").splitlines():
        if heading := re.match(r"^## (\d+)\. ", line):
            layer = int(heading.group(1))
        elif line.startswith("- ") and layer:
            for module in re.findall(r"`(\w+)`", line):
                assert module not in found, f"{module} is listed twice"
                found[module] = layer
    return found


def modules() -> list[str]:
    return sorted(p.stem for p in RULES.glob("*.py") if p.stem != "__init__")


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            hidden.update(id(n) for n in ast.walk(node))
    return hidden


def imports(module: str) -> tuple[set[str], list[str]]:
    """The sibling modules ``module`` imports when it runs, and the project modules it imports inside a function
    (a library imported late to keep the start quick, such as pydantic, is no cycle dodged)."""
    tree = ast.parse((RULES / f"{module}.py").read_text(encoding="utf-8"))
    hidden = _type_checking_nodes(tree)
    inside = {
        id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) for n in ast.walk(f)
    }
    siblings = set(modules())
    found: set[str] = set()
    late: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Import | ast.ImportFrom) or id(node) in hidden:
            continue
        ours = isinstance(node, ast.ImportFrom) and (node.level > 0 or (node.module or "").startswith("megafauna_tui"))
        if id(node) in inside and ours:
            late.append(ast.unparse(node))
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [node.module.split(".")[0]] if node.module else [alias.name for alias in node.names]
            found.update(name for name in names if name in siblings)
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("megafauna_tui.rules."):
            found.add(node.module.split(".")[2])
    return found, late


def test_every_module_of_the_rules_core_is_in_exactly_one_layer() -> None:
    listed = layers()
    assert sorted(listed) == modules()


@pytest.mark.parametrize("module", modules())
def test_a_module_imports_only_its_own_layer_or_lower_and_never_inside_a_function(module: str) -> None:
    listed = layers()
    found, late = imports(module)
    assert late == [], f"{module} imports inside a function: {late}"
    upwards = sorted(m for m in found if listed[m] > listed[module])
    assert upwards == [], f"{module} (layer {listed[module]}) imports from a higher layer: {upwards}"


def test_no_import_cycle_in_the_rules_core() -> None:
    graph = {module: imports(module)[0] for module in modules()}
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, "import cycle: " + " -> ".join((*path[path.index(module) :], module))
        if module in done:
            return
        for target in sorted(graph[module]):
            visit(target, (*path, module))
        done.add(module)

    for module in graph:
        visit(module, ())


def test_the_core_never_imports_a_game() -> None:
    """The games are the top layer: loaded through the variant registry, never imported below it."""
    listed = layers()
    games = {m for m, layer in listed.items() if layer == max(listed.values())}
    for module in modules():
        if module not in games:
            assert not imports(module)[0] & games, module
