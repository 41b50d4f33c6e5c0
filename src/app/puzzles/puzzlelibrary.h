#pragma once

#include "puzzle.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ml
{

// The puzzles that ship with the program (resources/puzzles, bundled under :/puzzles by
// puzzles.cmake): file, title in both languages and kind, in file-name order, which is the
// order the library is meant to be worked through.
class PuzzleLibrary
{
public:
    struct Entry {
        QString path;
        PuzzleText title;
        PuzzleKind kind = PuzzleKind::Free;
        QString titleIn(const QString &language) const { return title.text(language); }
    };

    static QString defaultDirectory() { return QStringLiteral(":/puzzles"); }

    // Reads every *.meeple in `directory`; files without a readable puzzle are left out and
    // named in problems(), so one broken file does not hide the rest.
    explicit PuzzleLibrary(const QString &directory = defaultDirectory());

    const QList<Entry> &entries() const { return m_entries; }
    const QStringList &problems() const { return m_problems; }

private:
    QList<Entry> m_entries;
    QStringList m_problems;
};

} // namespace ml
