// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picturefiles.h"
#include "testdata.h"

#include <QByteArray>
#include <QDir>
#include <QList>
#include <QPair>
#include <QString>

// JCloisterZone saves as the import tests use them: the test data's own, and a hand-made one
// changed in a few places to make a bad turn or a hostile value.
namespace mltest
{
// A save of tests/data/jcz by its file name.
inline QString jczSave(const QString &name)
{
    return dataDir() + QStringLiteral("/jcz/") + name;
}

// The example save of the import's documentation with each `edits` pair (text, replacement)
// applied once, written to `dir` as `fileName`. A text the save lacks stops the run: the edit
// would test nothing.
inline QString editedJczExample(const QDir &dir, const QString &fileName,
                                const QList<QPair<QByteArray, QByteArray>> &edits)
{
    QByteArray text = readFile(jczSave(QStringLiteral("handmade--random-spec-example.jcz")));
    for (const auto &[from, to] : edits) {
        const qsizetype at = text.indexOf(from);
        if (at < 0) qFatal("the example save has no %s", from.constData());
        text.replace(at, from.size(), to);
    }
    return writeFile(dir.filePath(fileName), text);
}

// The example with Bram's farmer on a road location that his tile U does not have: the
// fourth turn (replay[4]) is refused, the turns before it are good.
inline QString jczExampleWithBadFourthTurn(const QDir &dir)
{
    return editedJczExample(dir, QStringLiteral("broken.jcz"),
                            {{"\"NL.NR.EL.WR\"", "\"NS\""}, {"\"Field\"", "\"Road\""}});
}
} // namespace mltest
