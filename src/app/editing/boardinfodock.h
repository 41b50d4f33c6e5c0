// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QScrollArea;
class QTextBrowser;
class QTreeWidget;

namespace ml
{

class BoardDocument;
struct ScoreEvent;

// The side panel: the board's title and description in the current language, the caption of
// its pictures in English and Dutch (edited here, one undo step per finished edit), the players
// with their scores and meeples in hand, and every scoring in the order it happened. The
// core gives scorings as data; this panel puts them into words at display time, so a language
// switch re-words everything.
class BoardInfoDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit BoardInfoDock(BoardDocument *document, QWidget *parent = nullptr);

    // Re-reads the document and re-translates; `language` picks the board's own texts.
    void refresh(const QString &language);
    // While a puzzle is being solved the scores and scorings would give its answer away: the
    // panel says they are hidden instead of showing them.
    void setScoresHidden(bool hidden);
    bool scoresHidden() const { return m_scoresHidden; }
    // Whether each player's icon carries their mark, as the board's figures do (View > Player
    // marks).
    void setPlayerMarks(bool on);
    bool playerMarks() const { return m_playerMarks; }

    QString titleText() const;
    // The description as shown (wrapped, and scrolling when it is long).
    QTextBrowser *descriptionView() const { return m_description; }
    // What the panel shows, scrolling when the panel is shorter or narrower than its least size.
    QScrollArea *scrollArea() const { return m_scroll; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // As tall as the wrapped description, up to two fifths of the panel (less when the panel
    // is squeezed); longer texts scroll.
    void fitDescription();
    void updateDescriptionScrollBar();

    QString describe(const ScoreEvent &event) const;
    QString playerName(const QString &id) const;

    // The caption fields as typed: one undo step when a field is left or Enter pressed.
    void commitCaption();

    BoardDocument *m_document;
    QString m_language = QStringLiteral("en"); // of the last refresh()
    bool m_scoresHidden = false;
    bool m_playerMarks = true;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_title;
    QTextBrowser *m_description;
    int m_descriptionWidth = -1; // the width the description was last measured at
    int m_descriptionWanted = 0; // the height it needs at that width
    QLabel *m_captionHeading;
    QLineEdit *m_captionEnglish;
    QLineEdit *m_captionDutch;
    QLabel *m_playersHeading;
    QTreeWidget *m_players;
    QLabel *m_eventsHeading;
    QListWidget *m_events;
};

} // namespace ml
