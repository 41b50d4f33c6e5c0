// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditor.h"

#include "lessondocument.h"
#include "lessonhandout.h"
#include "lessonpageview.h"
#include "lessonpresentation.h"
#include "plaintext.h"
#include "ui_lessoneditor.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QTimer>

namespace ml
{

LessonEditor::LessonEditor(LessonDocument *document, QWidget *parent)
    : QMainWindow(parent), m_ui(std::make_unique<Ui::LessonEditor>()), m_doc(document)
{
    m_ui->setupUi(this);
    m_ui->splitter->setStretchFactor(0, 1);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->splitter->setSizes({300, 900}); // room for the pages' titles
    m_ui->previewLanguage->addItem(tr("English"), QStringLiteral("en"));
    m_ui->previewLanguage->addItem(tr("Dutch"), QStringLiteral("nl"));
    m_ui->preview->setShowNotes(true);
    m_ui->actionUndo->setShortcut(QKeySequence::Undo);
    m_ui->actionRedo->setShortcut(QKeySequence::Redo);
    m_ui->actionSave->setShortcut(QKeySequence::Save);
    m_ui->actionSaveAs->setShortcut(QKeySequence::SaveAs);
    m_ui->actionDelete->setShortcut(QKeySequence::Delete);
    m_ui->actionClose->setShortcut(QKeySequence::Close);

    QUndoStack *undo = m_doc->undoStack();
    connect(m_ui->actionUndo, &QAction::triggered, undo, &QUndoStack::undo);
    connect(m_ui->actionRedo, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, m_ui->actionUndo, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_ui->actionRedo, &QAction::setEnabled);
    m_ui->actionUndo->setEnabled(undo->canUndo());
    m_ui->actionRedo->setEnabled(undo->canRedo());

    connect(m_doc, &LessonDocument::changed, this, [this] {
        fillPages();
        updateTitle();
    });
    connect(m_doc, &LessonDocument::fileStateChanged, this, &LessonEditor::updateTitle);
    connect(m_ui->pageList, &QListWidget::currentRowChanged, this, [this] { fillPage(); });
    connect(m_ui->pageList, &QListWidget::itemActivated, this,
            [this] { Q_EMIT showBoardRequested(currentPage()); });
    // A drag reorders the list's items; the document then makes the same move as one edit.
    // Queued, because the list is still inside its drop when its model reports the change.
    connect(m_ui->pageList->model(), &QAbstractItemModel::rowsMoved, this,
            &LessonEditor::syncOrderFromList, Qt::QueuedConnection);
    connect(m_ui->pageList->model(), &QAbstractItemModel::rowsRemoved, this,
            &LessonEditor::syncOrderFromList, Qt::QueuedConnection);

    const auto textEdit = [this](QLineEdit *edit, const QString &lang, bool lessonTitle) {
        connect(edit, &QLineEdit::textEdited, this, [this, lang, lessonTitle](const QString &t) {
            if (m_filling) return;
            if (lessonTitle)
                m_doc->setTitle(lang, t);
            else
                m_doc->setPageText(currentPage(), LessonDocument::Field::Title, lang, t);
        });
    };
    textEdit(m_ui->lessonTitleEn, QStringLiteral("en"), true);
    textEdit(m_ui->lessonTitleNl, QStringLiteral("nl"), true);
    textEdit(m_ui->pageTitleEn, QStringLiteral("en"), false);
    textEdit(m_ui->pageTitleNl, QStringLiteral("nl"), false);
    const auto plainEdit = [this](QPlainTextEdit *edit, LessonDocument::Field field,
                                  const QString &lang) {
        connect(edit, &QPlainTextEdit::textChanged, this, [this, edit, field, lang] {
            if (m_filling) return;
            m_doc->setPageText(currentPage(), field, lang, edit->toPlainText());
        });
    };
    plainEdit(m_ui->pageTextEn, LessonDocument::Field::Text, QStringLiteral("en"));
    plainEdit(m_ui->pageTextNl, LessonDocument::Field::Text, QStringLiteral("nl"));
    plainEdit(m_ui->notesEn, LessonDocument::Field::Notes, QStringLiteral("en"));
    plainEdit(m_ui->notesNl, LessonDocument::Field::Notes, QStringLiteral("nl"));

    connect(m_ui->actionDuplicate, &QAction::triggered, this,
            [this] { setCurrentPage(m_doc->duplicatePage(currentPage())); });
    connect(m_ui->actionDelete, &QAction::triggered, this, [this] {
        const int at = currentPage();
        m_doc->removePage(at);
        setCurrentPage(std::min(at, int(m_doc->lesson().pages.size()) - 1));
    });
    connect(m_ui->actionMoveUp, &QAction::triggered, this, [this] {
        const int at = currentPage();
        if (at <= 0) return;
        m_doc->movePage(at, at - 1);
        setCurrentPage(at - 1);
    });
    connect(m_ui->actionMoveDown, &QAction::triggered, this, [this] {
        const int at = currentPage();
        if (at < 0 || at + 1 >= m_doc->lesson().pages.size()) return;
        m_doc->movePage(at, at + 1);
        setCurrentPage(at + 1);
    });
    connect(m_ui->actionShowBoard, &QAction::triggered, this,
            [this] { Q_EMIT showBoardRequested(currentPage()); });
    connect(m_ui->actionPresent, &QAction::triggered, this, &LessonEditor::present);
    connect(m_ui->actionTake, &QAction::triggered, this, &LessonEditor::takeRequested);
    connect(m_ui->actionSave, &QAction::triggered, this, &LessonEditor::save);
    connect(m_ui->actionSaveAs, &QAction::triggered, this, &LessonEditor::saveAs);
    connect(m_ui->actionExport, &QAction::triggered, this, &LessonEditor::chooseExport);
    connect(m_ui->actionClose, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->previewLanguage, &QComboBox::currentIndexChanged, this, [this] { fillPage(); });
    connect(m_ui->preview, &LessonPageView::ruleActivated, this, &LessonEditor::ruleActivated);

    fillPages();
    updateTitle();
}

LessonEditor::~LessonEditor() = default;

int LessonEditor::currentPage() const
{
    return m_ui->pageList->currentRow();
}

void LessonEditor::setCurrentPage(int index)
{
    m_ui->pageList->setCurrentRow(index);
}

void LessonEditor::setPreviewLanguage(const QString &lang)
{
    const int i = m_ui->previewLanguage->findData(lang);
    if (i >= 0) m_ui->previewLanguage->setCurrentIndex(i);
}

QString LessonEditor::previewLanguage() const
{
    return m_ui->previewLanguage->currentData().toString();
}

void LessonEditor::fillPages()
{
    const Lesson &lesson = m_doc->lesson();
    const int keep = std::clamp(currentPage(), 0, std::max(0, int(lesson.pages.size()) - 1));
    m_filling = true;
    {
        // The list's own signals wait (the current row is set below); its model's may not,
        // or the view would never learn of the new rows. The queued order check that the
        // model's removals trigger finds the list and the lesson alike and does nothing.
        const QSignalBlocker block(m_ui->pageList);
        m_ui->pageList->clear();
        for (int i = 0; i < lesson.pages.size(); ++i) {
            const LessonPage &p = lesson.pages.at(i);
            QString text = tr("%1. %2").arg(i + 1).arg(p.title.text(previewLanguage()));
            if (p.title.text(previewLanguage()).isEmpty())
                text = tr("%1. (%2)").arg(i + 1).arg(p.id);
            QStringList notes;
            if (p.question) notes << tr("question");
            if (p.whatIf) notes << tr("what if");
            if (m_doc->staleQuestions().contains(p.id)) notes << tr("answer out of date");
            if (!m_doc->pageProblem(p.id).isEmpty()) notes << tr("board cannot be shown");
            if (!notes.isEmpty())
                text += QStringLiteral(" [%1]").arg(notes.join(QStringLiteral(", ")));
            auto *item = new QListWidgetItem(text, m_ui->pageList);
            item->setData(Qt::UserRole, p.id);
            if (m_doc->staleQuestions().contains(p.id) || !m_doc->pageProblem(p.id).isEmpty())
                item->setForeground(QColor(0xb0, 0x20, 0x20));
        }
        m_ui->lessonTitleEn->setText(lesson.title.en);
        m_ui->lessonTitleNl->setText(lesson.title.nl);
        if (!lesson.pages.isEmpty()) m_ui->pageList->setCurrentRow(keep);
    }
    m_filling = false;
    fillPage();
}

void LessonEditor::fillPage()
{
    const Lesson &lesson = m_doc->lesson();
    const int at = currentPage();
    const LessonPage *page = at >= 0 && at < lesson.pages.size() ? &lesson.pages.at(at) : nullptr;
    m_filling = true;
    const auto setLine = [](QLineEdit *e, const QString &t) {
        if (e->text() != t) e->setText(t);
    };
    const auto setPlain = [](QPlainTextEdit *e, const QString &t) {
        // Setting the same text again would move the caret while the teacher types.
        if (e->toPlainText() != t) e->setPlainText(t);
    };
    for (QWidget *w :
         {static_cast<QWidget *>(m_ui->pageTitleEn), static_cast<QWidget *>(m_ui->pageTitleNl),
          static_cast<QWidget *>(m_ui->pageTextEn), static_cast<QWidget *>(m_ui->pageTextNl),
          static_cast<QWidget *>(m_ui->notesEn), static_cast<QWidget *>(m_ui->notesNl)})
        w->setEnabled(page);
    setLine(m_ui->pageTitleEn, page ? page->title.en : QString());
    setLine(m_ui->pageTitleNl, page ? page->title.nl : QString());
    setPlain(m_ui->pageTextEn, page ? page->text.en : QString());
    setPlain(m_ui->pageTextNl, page ? page->text.nl : QString());
    setPlain(m_ui->notesEn, page ? page->notes.en : QString());
    setPlain(m_ui->notesNl, page ? page->notes.nl : QString());
    m_filling = false;

    QStringList info;
    if (page) {
        switch (page->step.kind) {
        case LessonStep::Kind::SetUp:
            info << tr("Shows the set-up.");
            break;
        case LessonStep::Kind::End:
            info << tr("Shows the board after all its moves.");
            break;
        case LessonStep::Kind::AfterMove:
            info << tr("Shows the board after move %1.").arg(page->step.move);
            break;
        case LessonStep::Kind::Scoring:
            info << tr("Shows scoring %1 of move %2.").arg(page->step.scoring).arg(page->step.move);
            break;
        }
        if (page->question) info << tr("Asks a question; the class answers before Reveal.");
        if (page->whatIf) {
            const int from = lesson.pageIndex(page->whatIf->page);
            info << tr("What if, at move %1 of page %2.").arg(page->whatIf->move).arg(from + 1);
        }
        if (m_doc->staleQuestions().contains(page->id))
            info << tr("The board no longer gives this question's stored answer: open the "
                       "board, check the puzzle again and add the page anew.");
        const QString problem = m_doc->pageProblem(page->id);
        if (!problem.isEmpty()) info << tr("This page cannot be played: %1").arg(problem);
    } else {
        info << tr("No pages yet: open a board in the main window and choose Lesson > Add this "
                   "view as a page.");
    }
    m_ui->pageInfo->setText(info.join(u' '));
    m_ui->preview->setPage(page, previewLanguage());
    const bool any = page != nullptr;
    m_ui->actionDuplicate->setEnabled(any);
    m_ui->actionDelete->setEnabled(any);
    m_ui->actionMoveUp->setEnabled(any && at > 0);
    m_ui->actionMoveDown->setEnabled(any && at + 1 < lesson.pages.size());
    m_ui->actionShowBoard->setEnabled(any);
    m_ui->actionPresent->setEnabled(any);
    m_ui->actionTake->setEnabled(any);
    m_ui->actionExport->setEnabled(any);
}

void LessonEditor::syncOrderFromList()
{
    const Lesson &lesson = m_doc->lesson();
    QStringList shown;
    for (int i = 0; i < m_ui->pageList->count(); ++i)
        shown << m_ui->pageList->item(i)->data(Qt::UserRole).toString();
    QStringList ids;
    for (const LessonPage &p : lesson.pages)
        ids << p.id;
    if (shown == ids || shown.size() != ids.size()) {
        if (shown != ids) fillPages();
        return;
    }
    // One drag moves one page: find the move that turns the document's order into the list's.
    for (int from = 0; from < ids.size(); ++from) {
        QStringList without = ids;
        const QString id = without.takeAt(from);
        const int to = int(shown.indexOf(id));
        without.insert(to, id);
        if (without == shown) {
            m_doc->movePage(from, to);
            setCurrentPage(to);
            return;
        }
    }
    fillPages();
}

void LessonEditor::updateTitle()
{
    const QString name = m_doc->fileName().isEmpty() ? tr("Untitled lesson")
                                                     : QFileInfo(m_doc->fileName()).fileName();
    setWindowTitle(tr("%1[*] — Lesson").arg(name));
    setWindowModified(m_doc->isModified());
}

LessonPresentation *LessonEditor::present()
{
    if (m_doc->lesson().pages.isEmpty()) return nullptr;
    if (m_presentation) m_presentation->close();
    m_presentation =
        new LessonPresentation(m_doc->lesson(), previewLanguage(), std::max(0, currentPage()));
    connect(m_presentation, &LessonPresentation::finished, this, [this](int page) {
        setCurrentPage(page);
        m_presentation = nullptr;
    });
    m_presentation->showFullScreen();
    m_presentation->activateWindow();
    m_presentation->setFocus();
    return m_presentation;
}

bool LessonEditor::maybeSave()
{
    if (!m_doc->isModified()) return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved lesson"),
                    tr("The lesson has changes that are not saved. Save them?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool LessonEditor::save()
{
    const QString name = m_doc->fileName();
    if (name.isEmpty() || name.startsWith(u':')) return saveAs();
    QString error;
    if (!m_doc->save(name, &error)) {
        plainWarning(this, tr("Save lesson"), tr("Could not save %1: %2").arg(name, error));
        return false;
    }
    return true;
}

bool LessonEditor::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save lesson"), QString(),
                                                      tr("Lessons (*.meeplelesson)"));
    if (path.isEmpty()) return false;
    const QString withSuffix = path.endsWith(QLatin1String(".meeplelesson"))
                                   ? path
                                   : path + QStringLiteral(".meeplelesson");
    QString error;
    if (!m_doc->save(withSuffix, &error)) {
        plainWarning(this, tr("Save lesson"), tr("Could not save %1: %2").arg(withSuffix, error));
        return false;
    }
    return true;
}

bool LessonEditor::exportHandout(const QString &path, const QString &lang)
{
    QString error;
    bool ok = false;
    if (path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive)) {
        QSaveFile file(path);
        ok = file.open(QIODevice::WriteOnly) &&
             file.write(lessonHtml(m_doc->lesson(), lang)) >= 0 && file.commit();
        if (!ok) error = file.errorString();
    } else {
        ok = writeLessonPdf(m_doc->lesson(), lang, path, &error);
    }
    if (!ok)
        plainWarning(this, tr("Export handout"), tr("Could not write %1: %2").arg(path, error));
    return ok;
}

void LessonEditor::chooseExport()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export handout"), QString(),
        tr("PDF handout (*.pdf);;Web page that works offline (*.html)"), &filter);
    if (path.isEmpty()) return;
    QString out = path;
    if (!out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) &&
        !out.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
        out += filter.contains(QLatin1String("html")) ? QStringLiteral(".html")
                                                      : QStringLiteral(".pdf");
    exportHandout(out, previewLanguage());
}

void LessonEditor::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
}

void LessonEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void LessonEditor::retranslate()
{
    m_ui->retranslateUi(this);
    m_ui->previewLanguage->setItemText(0, tr("English"));
    m_ui->previewLanguage->setItemText(1, tr("Dutch"));
    updateTitle();
    fillPages();
}

} // namespace ml
