// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleprogress.h"

#include "boardfingerprint.h"

#include <QSettings>

namespace ml
{

namespace
{

QString settingsKey(const QString &key)
{
    return QStringLiteral("puzzleProgress/") + key;
}

// The words stored, so that the settings file reads plainly and a later state can be added.
constexpr QLatin1String SolvedWord("solved");
constexpr QLatin1String RevealedWord("revealed");

} // namespace

QString PuzzleProgress::keyOf(const BoardFile &file)
{
    return boardFingerprint(file);
}

PuzzleState PuzzleProgress::state(const QString &key)
{
    if (key.isEmpty()) return PuzzleState::NotTried;
    const QString word = QSettings().value(settingsKey(key)).toString();
    if (word == SolvedWord) return PuzzleState::Solved;
    if (word == RevealedWord) return PuzzleState::Revealed;
    return PuzzleState::NotTried;
}

void PuzzleProgress::recordSolved(const QString &key)
{
    if (key.isEmpty()) return;
    QSettings().setValue(settingsKey(key), QString(SolvedWord));
}

void PuzzleProgress::recordRevealed(const QString &key)
{
    if (key.isEmpty() || state(key) == PuzzleState::Solved) return;
    QSettings().setValue(settingsKey(key), QString(RevealedWord));
}

void PuzzleProgress::forget(const QList<QString> &keys)
{
    QSettings settings;
    for (const QString &key : keys)
        if (!key.isEmpty()) settings.remove(settingsKey(key));
}

} // namespace ml
