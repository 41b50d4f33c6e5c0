// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventtext.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ml
{

class Game;
class Stepper;
class Timeline;

// A board position in words, for a reader who cannot see the picture: a screen reader's
// user, the alternative text of an exported picture, `meeplelab-cli describe`. Made from the
// engine's data (the feature graph, the figures, the scores), never from a drawing, in the
// interface language of the moment (tr()), with players and cells named as EventText names
// them, so "C7" is the cell the labels along the board's edges show. Whole sentences per
// feature kind and state, as in EventText, so that translations get their own word order.
// Translation context: ml::BoardDescription.
class BoardDescription
{
    Q_DECLARE_TR_FUNCTIONS(ml::BoardDescription)
public:
    explicit BoardDescription(const EventText &text);

    // One line each: `heading` (left out when empty), the tiles, every feature with the
    // figures on it, then the scores: `scores` (player id -> points) when given, else the
    // game's own. `finalScores`, when given, adds the totals after the final scoring.
    QStringList lines(const Game &game, const QString &heading = {},
                      const QMap<QString, int> &scores = {},
                      const QMap<QString, int> &finalScores = {}) const;
    QString text(const Game &game, const QString &heading = {},
                 const QMap<QString, int> &scores = {},
                 const QMap<QString, int> &finalScores = {}) const;

    // The parts of lines(), for views and tests.
    QStringList tileLines(const Game &game) const;
    QStringList featureLines(const Game &game) const;
    QString scoresLine(const Game &game, const QMap<QString, int> &scores) const;

    // A board file's position after its first `after` moves (-1: all of them, with the
    // totals after the final scoring when the timeline ran it). Empty when the timeline has
    // no such position.
    static QString ofTimeline(const Timeline &timeline, int after = -1);
    // The first line ofTimeline() gives: which position of the file it is.
    static QString heading(const Timeline &timeline, int after);
    // The position a step-through shows at step `index`, titled as Explore titles it, with
    // the totals up to that step.
    static QString ofStep(const Stepper &stepper, int index);

private:
    // "C2, C3 and D3"; a long list as the columns and rows it spans.
    QString cellList(QList<Cell> cells) const;
    QString spanText(int west, int east, int north, int south) const;
    QString figuresText(const Game &game, int root) const;

    EventText m_text;
};

} // namespace ml
