// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <memory>

class QPlainTextEdit;
class QLineEdit;

namespace ml
{

class LessonDocument;
class LessonPresentation;

namespace Ui
{
class LessonEditor;
}

// The lesson being written, beside the main window: its pages in order (drag to reorder),
// the chosen page's title, text and notes in English and Dutch side by side, what the page
// shows and asks, and a preview in either language. Every change goes through the
// document's one edit path, so the editor's Undo takes back each one. Pages are added from
// the main window (Lesson > Add this view as a page); the form is ui/lessoneditor.ui.
class LessonEditor : public QMainWindow
{
    Q_OBJECT
public:
    explicit LessonEditor(LessonDocument *document, QWidget *parent = nullptr);
    ~LessonEditor() override;

    LessonDocument *document() const { return m_doc; }
    int currentPage() const;
    void setCurrentPage(int index);
    // The language of the preview, the presentation and the handouts ("en", "nl").
    void setPreviewLanguage(const QString &lang);
    // The presentation running (null when none).
    LessonPresentation *presentation() const { return m_presentation; }
    // Starts the presentation full screen at the current page, in the preview's language.
    LessonPresentation *present();
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    bool save();
    bool saveAs();
    // Writes the handout (.pdf or .html by the name) in `lang`; false with a message box.
    bool exportHandout(const QString &path, const QString &lang);
    // Asks where, then writes the handout in the preview's language (the interface's at first).
    void chooseExport();

Q_SIGNALS:
    // The page's board should open in the main window at the page's step.
    void showBoardRequested(int page);
    void takeRequested();
    void ruleActivated(const QString &id);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillPages();
    void fillPage();
    void updateTitle();
    void syncOrderFromList();
    QString previewLanguage() const;

    std::unique_ptr<Ui::LessonEditor> m_ui;
    LessonDocument *m_doc;
    LessonPresentation *m_presentation = nullptr;
    bool m_filling = false;
};

} // namespace ml
