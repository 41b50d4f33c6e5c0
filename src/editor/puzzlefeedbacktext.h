// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlefeedback.h"

#include <QCoreApplication>
#include <QString>

namespace ml
{

// A checked answer's feedback (PuzzleFeedback) in words, at display time, so a language
// switch re-words it. Two depths: the hint after a wrong Check names whose score is off and
// which scorings to count again, without a number the answer would give away; once the
// answer may be seen, the explanation gives each scoring as Explore explains it, rule ids
// as "rule:ID" links, and each scoring's title as a "step:N" link to show it on the board.
// Translation context: ml::PuzzleFeedbackText.
class PuzzleFeedbackText
{
    Q_DECLARE_TR_FUNCTIONS(ml::PuzzleFeedbackText)
public:
    // The scheme of the links to a step of the solution: "step:3" (PuzzleFeedback::Scoring).
    static constexpr char StepScheme[] = "step";

    // Score kinds, after a wrong Check: "Not right yet for Green. Count again the scorings
    // that give them points or hold a figure of theirs: the field at (0, 2)."
    static QString scoreHint(const PuzzleFeedback &fb);
    // Score kinds, once the answer may be seen: each missed player's answer and the right
    // score, then the scorings that concern them, explained step by step (rich text).
    static QString scoreExplanation(const PuzzleFeedback &fb);

    // Best move: what `play` gains and why, as rich text with rule links. `moveText` names
    // the move ("(1, 2) turned 90°, no figure"); `yours` picks "Your move" or "The best move".
    static QString moveLine(const PuzzleFeedback &fb, const PuzzleFeedback::Play &play,
                            const QString &moveText, bool yours);

    // The scoring's feature and where it lies: "the field at B2".
    static QString featureName(const ScoreEvent &event, const CellNames &cells);
    // Rich text as plain text, for the status line, accessibility and tests.
    static QString plain(const QString &html);
};

} // namespace ml
