// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleprogress.h"

#include "boardfile.h"

#include <QCryptographicHash>
#include <QJsonDocument>
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
    // QJsonObject keeps its keys sorted, so this text does not depend on the order the file
    // wrote them in (the players' scores of an answer, say), only on what it says.
    const QByteArray canonical = QJsonDocument(file.json()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
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
